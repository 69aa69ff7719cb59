import { describe, expect, it } from "vitest";
import {
  docFile,
  docxBombFile,
  docxFile,
  elfFile,
  pdfFile,
  plainZipFile,
  pngImage,
  svgImage,
  zipFile,
} from "#src/server/test/api-helpers.ts";
import { detectResume, isAcceptedImage, isWordZip } from "./file-types.ts";

describe("isAcceptedImage", () => {
  it("accepts raster images and SVG by their bytes", async () => {
    expect(await isAcceptedImage(await pngImage())).toBe(true);
    expect(await isAcceptedImage(svgImage())).toBe(true);
    expect(await isAcceptedImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(await isAcceptedImage(Buffer.from("<!-- c --><svg></svg>"))).toBe(true);
  });

  it("refuses everything else", async () => {
    for (const data of [
      elfFile(),
      pdfFile(),
      docxFile(),
      Buffer.from("<html><svg></svg></html>"),
      Buffer.alloc(0),
    ]) {
      expect(await isAcceptedImage(data)).toBe(false);
    }
    expect(await isAcceptedImage(Buffer.from('<?xml version="1.0"?><note/>'))).toBe(false);
  });
});

describe("detectResume", () => {
  it("knows PDF, DOC and DOCX by their bytes", () => {
    expect(detectResume(pdfFile())?.ext).toBe("pdf");
    expect(detectResume(docFile())?.ext).toBe("doc");
    expect(detectResume(docxFile())?.ext).toBe("docx");
  });

  it("refuses executables, plain zips, bombs and truncated zips", () => {
    expect(detectResume(elfFile())).toBeUndefined();
    expect(detectResume(plainZipFile())).toBeUndefined();
    expect(detectResume(docxBombFile())).toBeUndefined();
    expect(detectResume(docxFile().subarray(0, 200))).toBeUndefined();
    expect(isWordZip(zipFile([{ name: "word/document.xml", content: "x" }]))).toBe(false);
  });
});
