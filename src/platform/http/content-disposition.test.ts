import { describe, expect, it } from "vitest";
import { contentDisposition, safeFileName } from "./content-disposition.ts";

describe("file names given by people", () => {
  it("keeps the name, drops any path and control characters, and ends with the real type", () => {
    expect(safeFileName("Priya Shah CV.pdf", "pdf")).toBe("Priya Shah CV.pdf");
    expect(safeFileName("C:\\Users\\priya\\cv.PDF", "pdf")).toBe("cv.pdf");
    expect(safeFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(safeFileName("cv\u202egpj.pdf", "pdf")).toBe("cvgpj.pdf");
    expect(safeFileName("report.docx", "pdf")).toBe("report.pdf");
    expect(safeFileName(" ... ", "pdf")).toBeUndefined();
    expect(safeFileName("", "pdf")).toBeUndefined();
    expect(safeFileName(`${"a".repeat(300)}.pdf`, "pdf")).toHaveLength(200);
  });

  it("writes an RFC 6266 header: an ASCII stand-in and the exact name in filename*", () => {
    expect(contentDisposition("attachment", 'a "quoted" \\ name.pdf')).toBe(
      `attachment; filename="a _quoted_ _ name.pdf"; filename*=UTF-8''a%20%22quoted%22%20%5C%20name.pdf`,
    );
    expect(contentDisposition("inline", "ગુજરાતી.pdf")).toBe(
      `inline; filename="_______.pdf"; filename*=UTF-8''%E0%AA%97%E0%AB%81%E0%AA%9C%E0%AA%B0%E0%AA%BE%E0%AA%A4%E0%AB%80.pdf`,
    );
  });
});
