// @vitest-environment jsdom
import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { techStack, techStackSection } from "#src/content/home-content.ts";
import { TechStackBlock } from "#src/site/blocks/company/tech-stack-block.tsx";

/** The home page's technology tabs, as its block shows them from the seed. */
function TechStackExplorer() {
  return (
    <TechStackBlock
      block={{
        id: "tech",
        type: "techStack",
        ...techStackSection,
        categories: techStack.map((group) => ({
          name: group.category,
          summary: group.summary,
          technologies: [...group.technologies],
        })),
      }}
    />
  );
}

import { attach } from "./tabs.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

/** The server's HTML of the tech-stack explorer, with the behaviour attached as entry.ts does. */
function renderExplorer() {
  document.body.innerHTML = renderToStaticMarkup(<TechStackExplorer />);
  const element = document.querySelector<HTMLElement>('[data-behaviour="tabs"]');
  if (!element) throw new Error("the explorer has no tabs behaviour");
  attach(element);
}

const [first, second] = techStack;
const last = techStack[techStack.length - 1];

it("the server HTML shows the first category's panel and holds the others hidden", () => {
  document.body.innerHTML = renderToStaticMarkup(<TechStackExplorer />);
  expect(screen.getByRole("tab", { name: first?.category }).getAttribute("aria-selected")).toBe("true");
  expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  expect(screen.getByRole("tabpanel").textContent).toContain(first?.technologies[0]);
  expect(document.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(techStack.length - 1);
});

it("a click shows the chosen category's panel, labelled by its tab", async () => {
  renderExplorer();
  await userEvent.click(screen.getByRole("tab", { name: second?.category }));
  const panel = screen.getByRole("tabpanel");
  expect(panel.textContent).toContain(second?.technologies[0]);
  expect(panel.getAttribute("aria-labelledby")).toBe(screen.getByRole("tab", { name: second?.category }).id);
  expect(screen.getByRole("tab", { name: first?.category }).getAttribute("aria-selected")).toBe("false");
  expect(screen.getByRole("tab", { name: first?.category }).tabIndex).toBe(-1);
});

it("arrow keys, Home and End move the selection and the focus, wrapping at the ends", async () => {
  renderExplorer();
  const tab = (name: string | undefined) => screen.getByRole("tab", { name });
  tab(first?.category).focus();
  await userEvent.keyboard("{ArrowRight}");
  expect(document.activeElement).toBe(tab(second?.category));
  expect(tab(second?.category).getAttribute("aria-selected")).toBe("true");
  await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
  expect(document.activeElement).toBe(tab(last?.category));
  expect(screen.getByRole("tabpanel").textContent).toContain(last?.technologies[0]);
  await userEvent.keyboard("{Home}");
  expect(tab(first?.category).tabIndex).toBe(0);
  expect(document.activeElement).toBe(tab(first?.category));
  await userEvent.keyboard("{End}");
  expect(document.activeElement).toBe(tab(last?.category));
});
