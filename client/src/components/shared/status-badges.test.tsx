import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { LinkStatusBadge, linkStatusLabel, ProjectStatusBadge, projectStatusLabel } from "./status-badges";

afterEach(cleanup);

describe("status badges", () => {
  it("label a known status and show an unknown one as it comes", () => {
    expect(projectStatusLabel("in_progress")).not.toBe("in_progress");
    expect(projectStatusLabel("archived")).toBe("archived");
    expect(linkStatusLabel("estimate_scheduled")).not.toBe("estimate_scheduled");
    expect(linkStatusLabel("toString")).toBe("toString");
  });

  it("draw an unknown project status in the planning look and an unknown link status in the pending look", () => {
    render(
      <>
        <ProjectStatusBadge status="planning" />
        <ProjectStatusBadge status="archived" />
        <LinkStatusBadge status="pending" />
        <LinkStatusBadge status="withdrawn" count={2} />
      </>,
    );
    const planning = screen.getByText(projectStatusLabel("planning")).className;
    expect(screen.getByText("archived").className).toBe(planning);
    const pending = screen.getByText(linkStatusLabel("pending")).className;
    expect(screen.getByText("2 withdrawn").className).toBe(pending);
  });
});
