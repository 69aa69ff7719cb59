import { techStack, techStackSection } from "#src/content/home-content.ts";
import { TechStackBlock } from "#src/site/blocks/company/tech-stack-block.tsx";

/**
 * The tech stack of src/content/home-content.ts in the home page's tabs, as the home page's
 * technology tabs block (src/site/blocks/company/tech-stack-block.tsx) shows it from its seed.
 */
export function TechStackExplorer() {
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
