import { describe, expect, it } from "vitest";
import { stripQuotedHistory } from "./reply-text.ts";

describe("stripQuotedHistory", () => {
  it("keeps the answer and drops the 'On … wrote:' line and the quoted lines", () => {
    const text = [
      "Thanks, Tuesday at 11 works for us.",
      "",
      "Asha",
      "",
      "On Mon, 23 Nov 2026 at 10:15, Arvexa Sales <sales@arvexa.example> wrote:",
      "> Hello Asha,",
      "> Could we have a call this week?",
    ].join("\r\n");
    expect(stripQuotedHistory(text)).toBe("Thanks, Tuesday at 11 works for us.\n\nAsha");
  });

  it("finds an 'On … wrote:' split over two lines", () => {
    const text =
      "Yes please.\n\nOn Mon, 23 Nov 2026 at 10:15, Arvexa Sales\n<sales@arvexa.example> wrote:\n> Hello";
    expect(stripQuotedHistory(text)).toBe("Yes please.");
  });

  it("drops quoted lines between the answer's own (inline answers)", () => {
    const text = "> Which plan?\nThe 4 GB one.\n> And the location?\nMumbai.";
    expect(stripQuotedHistory(text)).toBe("The 4 GB one.\nMumbai.");
  });

  it("stops at Outlook's header block and at an Original Message marker", () => {
    expect(
      stripQuotedHistory(
        "Sounds good.\n\nFrom: Arvexa Sales <sales@arvexa.example>\nSent: Monday\nSubject: Re: x\n\nHello",
      ),
    ).toBe("Sounds good.");
    expect(stripQuotedHistory("Agreed.\n-----Original Message-----\nFrom: a\nHello")).toBe("Agreed.");
  });

  it("keeps a line that merely starts with On, and gives back a text that is only quotation", () => {
    expect(stripQuotedHistory("On second thought, call me on Friday.")).toBe(
      "On second thought, call me on Friday.",
    );
    expect(stripQuotedHistory("> only quoted\n")).toBe("> only quoted");
  });
});
