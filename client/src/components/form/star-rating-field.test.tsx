import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Form } from "@/components/ui/form";
import { StarRatingField } from "./star-rating-field";

const schema = z.object({ rating: z.number().min(1, "Please pick a rating").max(5) });
type Values = z.infer<typeof schema>;

function RatingForm({ rating, onValid }: { rating: number; onValid: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { rating } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <StarRatingField control={form.control} name="rating" label="Your rating" />
        <button type="submit">Send</button>
      </form>
    </Form>
  );
}

function renderForm(rating: number) {
  const onValid = vi.fn();
  render(<RatingForm rating={rating} onValid={onValid} />);
  return { onValid, submit: () => fireEvent.click(screen.getByRole("button", { name: "Send" })) };
}

const group = () => screen.getByRole("radiogroup", { name: "Your rating" });
const star = (n: number) => screen.getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` });

describe("StarRatingField", () => {
  it("is a radio group named by its label, one named radio per star, the form's value checked", () => {
    renderForm(5);
    expect(group()).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("aria-label"))).toEqual([
      "1 star",
      "2 stars",
      "3 stars",
      "4 stars",
      "5 stars",
    ]);
    expect(star(5).getAttribute("aria-checked")).toBe("true");
    expect(star(4).getAttribute("aria-checked")).toBe("false");
  });

  it("a click on a star sets the form's value", async () => {
    const { onValid, submit } = renderForm(5);
    fireEvent.click(star(3));
    expect(star(3).getAttribute("aria-checked")).toBe("true");
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ rating: 3 });
  });

  it("the arrow keys move the choice", async () => {
    const { onValid, submit } = renderForm(5);
    star(5).focus();
    fireEvent.keyDown(star(5), { key: "ArrowLeft" });
    await waitFor(() => expect(star(4).getAttribute("aria-checked")).toBe("true"));
    expect(document.activeElement).toBe(star(4));
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ rating: 4 });
  });

  it("shows the schema's message, tied to the group, and clears it once a star is chosen", async () => {
    const { onValid, submit } = renderForm(0);
    expect(screen.getAllByRole("radio").every((r) => r.getAttribute("aria-checked") === "false")).toBe(true);
    submit();
    const message = await screen.findByText("Please pick a rating");
    expect(onValid).not.toHaveBeenCalled();
    expect(group().getAttribute("aria-invalid")).toBe("true");
    expect(group().getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    fireEvent.click(star(2));
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("Please pick a rating")).toBeNull();
  });
});
