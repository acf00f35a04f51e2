import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { signInHelp } from "./sign-in-help";

const firstLine = (env: NodeJS.ProcessEnv) => signInHelp(loadConfig(env), env).split("\n")[0];

describe("seed:demo's sign-in line", () => {
  it("names the PORT the server is configured with", () => {
    expect(firstLine({ PORT: "6123" })).toContain("http://localhost:6123/api/login");
  });

  it("names PUBLIC_URL when it is set, whatever the port", () => {
    expect(firstLine({ PORT: "6123", PUBLIC_URL: "https://vowch.example/" })).toBe(
      "Sign in at https://vowch.example/api/login as a demo neighbour:",
    );
  });

  it("without PORT, says the default port is an assumption", () => {
    const line = firstLine({});
    expect(line).toContain("http://localhost:5000/api/login");
    expect(line).toContain("on the server's port if you started it with another PORT");
  });
});
