import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { clientLogoSvg, portraitSvg, projectScreenSvg, techIconNames, techIconSvg } from "./sample-art.ts";
import {
  sampleClients,
  sampleJobs,
  sampleLeaders,
  samplePortfolio,
  sampleTeamMembers,
  sampleTechnologies,
} from "./sample-content.ts";

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/** Minimal well-formedness check: every opened element is closed in order, entities are escaped. */
function tagsBalanced(svg: string): boolean {
  const stack: string[] = [];
  const re = /<(\/?)([A-Za-z][\w:.-]*)\b[^<>]*?(\/?)>/g;
  for (const m of svg.matchAll(re)) {
    const [, closing, name, selfClosing] = m as unknown as [string, string, string, string];
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else {
      stack.push(name);
    }
  }
  if (stack.length !== 0) return false;
  // bare ampersands must be entity references
  return !/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(svg);
}

function declaredSize(svg: string): { width: number; height: number } {
  const open = svg.slice(0, svg.indexOf(">"));
  const width = Number(/\bwidth="(\d+)"/.exec(open)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(open)?.[1]);
  return { width, height };
}

async function expectValidSvg(svg: string, width: number, height: number): Promise<void> {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toContain(SVG_NS);
  expect(count(svg, "<svg")).toBe(count(svg, "</svg>"));
  expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(tagsBalanced(svg)).toBe(true);
  const declared = declaredSize(svg);
  expect(declared).toEqual({ width, height });
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe("png");
  expect(meta.width).toBe(declared.width);
  expect(meta.height).toBe(declared.height);
}

const projects = samplePortfolio.flatMap((category) => category.projects);
const people = [...sampleLeaders, ...sampleTeamMembers];

describe("sample content", () => {
  it("has the expected counts", () => {
    expect(sampleLeaders).toHaveLength(3);
    expect(sampleTeamMembers.length).toBeGreaterThanOrEqual(6);
    expect(sampleClients).toHaveLength(10);
    expect(sampleJobs).toHaveLength(5);
    expect(samplePortfolio).toHaveLength(4);
    expect(projects.length).toBeGreaterThanOrEqual(10);
  });

  it("gives every project 2–4 images and 3–6 known technologies", () => {
    const known = new Set<string>(sampleTechnologies);
    for (const project of projects) {
      expect(project.images.length, project.name).toBeGreaterThanOrEqual(2);
      expect(project.images.length, project.name).toBeLessThanOrEqual(4);
      expect(project.technologies.length, project.name).toBeGreaterThanOrEqual(3);
      expect(project.technologies.length, project.name).toBeLessThanOrEqual(6);
      for (const tech of project.technologies) expect(known.has(tech), `${project.name}: ${tech}`).toBe(true);
      expect(project.highlights.split("\n").length).toBeGreaterThanOrEqual(3);
      expect(project.description.length).toBeGreaterThan(80);
    }
  });

  it("has a dedicated icon style for every technology and no duplicates", () => {
    const styled = new Set(techIconNames);
    for (const tech of sampleTechnologies) expect(styled.has(tech), tech).toBe(true);
    expect(new Set(sampleTechnologies).size).toBe(sampleTechnologies.length);
  });

  it("uses unique names for people and clients and fills required fields", () => {
    expect(new Set(people.map((p) => p.name)).size).toBe(people.length);
    expect(new Set(sampleClients.map((c) => c.name)).size).toBe(sampleClients.length);
    for (const p of people) {
      expect(p.name.trim()).not.toBe("");
      expect(p.role.trim()).not.toBe("");
      for (const url of [p.instagram, p.facebook, p.linkedin]) {
        if (url !== undefined) expect(url).toMatch(/^https:\/\//);
      }
    }
    expect(sampleTeamMembers.some((p) => !p.instagram && !p.facebook && !p.linkedin)).toBe(true);
    for (const job of sampleJobs) {
      expect(job.jobname && job.time && job.location).toBeTruthy();
    }
  });
});

describe("sample art", () => {
  it.each(sampleClients.map((c, i) => [c.name, i] as const))("client logo %s", async (name, index) => {
    await expectValidSvg(clientLogoSvg(name, index), 400, 160);
  });

  it.each(people.map((p, i) => [p.name, i] as const))("portrait of %s", async (name, seed) => {
    await expectValidSvg(portraitSvg(seed, name), 400, 400);
  });

  const screens = projects.flatMap((p) =>
    p.images.map((spec) => [`${p.name} / ${spec.kind} / ${spec.title}`, p.name, spec] as const),
  );
  it.each(screens)("project screen %s", { timeout: 30_000 }, async (_label, projectName, spec) => {
    await expectValidSvg(projectScreenSvg(spec, projectName), 1280, 800);
  });

  it.each(sampleTechnologies.map((t) => [t] as const))("tech icon %s", async (tech) => {
    await expectValidSvg(techIconSvg(tech), 128, 128);
  });

  it("falls back gracefully for an unknown technology", async () => {
    await expectValidSvg(techIconSvg("Some <New> Tech & Co"), 128, 128);
  });

  it("draws distinct emblems for different client indexes", () => {
    const a = clientLogoSvg("Same Name", 0).replace(/id="[^"]+"|url\(#[^)]+\)/g, "");
    const b = clientLogoSvg("Same Name", 1).replace(/id="[^"]+"|url\(#[^)]+\)/g, "");
    expect(a).not.toBe(b);
  });

  it("varies portraits by seed", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 6; seed++)
      seen.add(portraitSvg(seed, "Test Person").replace(/a[0-9a-z]+(bg|cl)/g, ""));
    expect(seen.size).toBeGreaterThan(3);
  });

  it("escapes text content", () => {
    const svg = projectScreenSvg(
      { kind: "landing", title: "Fuel & <Maintenance>", palette: ["#4F46E5", "#14B8A6"] },
      "A&B",
    );
    expect(svg).toContain("Fuel &amp; &lt;Maintenance&gt;");
    expect(tagsBalanced(svg)).toBe(true);
  });
});
