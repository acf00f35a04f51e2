import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { sendFailureText } from "./request-form";

describe("the request form's failure toast", () => {
  it("a day's limit says the server's words (when to come back); anything else says try again", () => {
    const limited = new ApiError(
      429,
      JSON.stringify({ code: "RATE_LIMITED", message: "You can ask for 20 providers a day. Please try again later." }),
      "Too Many Requests",
    );
    expect(sendFailureText(limited)).toBe("You can ask for 20 providers a day. Please try again later.");
    expect(sendFailureText(new ApiError(500, JSON.stringify({ message: "Internal Server Error" }), "Error"))).toBe(
      "Please try again.",
    );
  });
});
