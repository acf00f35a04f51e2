// The address book's bounds on a phone (390×844): a book page that would show more people than the
// per-minute people bound says so in the server's words, and an import past the day's budget of
// people says so in the import's failure toast. axe-core on each screen.
import { expect, it } from "vitest";
import { contacts } from "../../server/db/schema";
import { seriousViolations } from "../support/axe";
import { expectVisible, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { proveIdentifiers } from "../support/proofs";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E({ config: { peopleLookupsPerMinute: 1, contactsMatchesPerDay: 1 } });

it(
  "says when the book shows too many people for a minute, and when imports have found enough people for a day",
  { timeout: 240_000 },
  async () => {
    for (const [firstName, phone] of [
      ["Ada", "(201) 555-0181"],
      ["Bo", "(201) 555-0182"],
    ] as const) {
      const { page: theirs } = await e2e.newPhone();
      const { id } = await signUpThroughApi(theirs, uniqueEmail(firstName), {
        firstName,
        lastName: "Bounded",
        phone,
        homeAddress: "1 Bound Street",
      });
      await proveIdentifiers(e2e.db, id);
    }
    const { page, errors } = await e2e.newPhone();
    const owner = await signUpThroughApi(page, uniqueEmail("owen"), {
      firstName: "Owen",
      lastName: "Owner",
      phone: "(201) 555-0180",
      homeAddress: "2 Bound Street",
    });
    const picked = await page.request.post("/api/contacts/import/picked", {
      data: { contacts: [{ name: ["Ada Friend"], email: [], tel: ["(201) 555-0181"] }] },
    });
    expect(picked.status()).toBe(200);
    expect(await picked.json()).toEqual({ imported: 1, matched: 1, skipped: 0, truncated: false });

    await page.goto("/contacts/book");
    const book = page.getByRole("list", { name: "Your contacts" });
    await expectVisible(book.getByRole("listitem").filter({ hasText: "Ada Friend" }).getByText("On Vowch: Ada Bounded"));
    await screenshot(page, "address-book-bounds-01-book");
    expect(await seriousViolations(page)).toEqual([]);

    // An entry for Bo, as a book held from before would have it: the page now names two people, past the bound of one.
    await e2e.db.insert(contacts).values({ userId: owner.id, name: "Bo Friend", phoneKeys: ["+12015550182"] });
    await page.reload();
    await expectVisible(
      page.getByText("You have looked up too many people in the last minute. Please wait a minute and try again."),
    );
    await screenshot(page, "address-book-bounds-02-too-many-people");
    expect(await seriousViolations(page)).toEqual([]);

    // The day's budget (one person) is spent on Ada: a file naming Bo is refused, and the toast says why.
    await page.getByLabel("Address book file (.vcf or .csv)").setInputFiles({
      name: "bo.vcf",
      mimeType: "text/vcard",
      buffer: Buffer.from("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo Again\r\nTEL;TYPE=CELL:(201) 555-0182\r\nEND:VCARD\r\n"),
    });
    await expectVisible(toast(page, "Import failed"));
    await expectVisible(
      toast(page, "You have found as many people on Vowch through your contacts as one day allows. Please import more tomorrow."),
    );
    // The toast slides in: its transitions end before the picture is taken.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await screenshot(page, "address-book-bounds-03-import-budget");
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  },
);
