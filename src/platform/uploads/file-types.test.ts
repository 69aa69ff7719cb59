import { describe, expect, it } from "vitest";
import {
  deflatedZeros,
  docFile,
  docxBombFile,
  docxFile,
  elfFile,
  lyingDocxFile,
  pdfFile,
  plainZipFile,
  pngImage,
  svgImage,
  zipFile,
} from "#src/server/test/api-helpers.ts";
import { detectResume, isAcceptedImage, isWordZip, MAX_DOCX_UNCOMPRESSED_BYTES } from "./file-types.ts";

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
  it("knows PDF, DOC and DOCX by their bytes", async () => {
    expect((await detectResume(pdfFile()))?.ext).toBe("pdf");
    expect((await detectResume(docFile()))?.ext).toBe("doc");
    expect((await detectResume(docxFile()))?.ext).toBe("docx");
  });

  it("refuses executables, plain zips, bombs and truncated zips", async () => {
    expect(await detectResume(elfFile())).toBeUndefined();
    expect(await detectResume(plainZipFile())).toBeUndefined();
    expect(await detectResume(docxBombFile())).toBeUndefined();
    expect(await detectResume(docxFile().subarray(0, 200))).toBeUndefined();
    expect(await isWordZip(zipFile([{ name: "word/document.xml", content: "x" }]))).toBe(false);
  });

  it("refuses a DOCX whose directory understates what its entries inflate to, inflating no more than it declared", async () => {
    const lying = lyingDocxFile();
    expect(lying.length).toBeLessThan(250 * 1024);
    const started = performance.now();
    expect(await detectResume(lying)).toBeUndefined();
    // Stopped at the 2 KB declared, not after the 200 MiB the data holds (~1 s to inflate here).
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("reads a deflated DOCX whose sizes are true, and refuses one past the bound however honest", async () => {
    const honest = (megabytes: number) =>
      zipFile([
        { name: "[Content_Types].xml", content: "<Types/>" },
        { name: "word/document.xml", deflated: deflatedZeros(megabytes) },
      ]);
    expect((await detectResume(honest(2)))?.ext).toBe("docx");
    expect(await detectResume(honest(MAX_DOCX_UNCOMPRESSED_BYTES / 1024 / 1024 + 1))).toBeUndefined();
    // A wrong CRC is a damaged file, not a document.
    const damaged = zipFile([
      { name: "[Content_Types].xml", content: "<Types/>" },
      { name: "word/document.xml", deflated: { ...deflatedZeros(1), crc: 1 } },
    ]);
    expect(await detectResume(damaged)).toBeUndefined();
  });
});
