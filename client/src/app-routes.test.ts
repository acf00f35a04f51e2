import { describe, expect, it } from "vitest";
import { APP_ROUTE_PATTERNS } from "@common/app-routes";
import { paths } from "@/lib/paths";
import { APP_ROUTES } from "./app-routes";

describe("route table", () => {
  it("is the server's list of screens (its 404s depend on it)", () => {
    // Besides the signed-in table, app.tsx routes Complete Profile and the pages e-mailed links open.
    const outside = [
      paths.completeProfile,
      paths.forgotPassword,
      paths.resetPassword,
      paths.unsubscribe,
      paths.verifyEmail,
      paths.finishSignup,
      "/r/:token",
    ];
    expect(new Set([...APP_ROUTES.map((r) => r.path), ...outside])).toEqual(new Set(APP_ROUTE_PATTERNS));
  });
});
