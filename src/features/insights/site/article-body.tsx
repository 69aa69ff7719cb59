import { Fragment, type ReactNode } from "react";
import { ResponsiveImage } from "#src/ui/responsive-image.tsx";
import {
  type ArticleBody as Body,
  type BodyBlock,
  type BodyMark,
  type InlineNode,
  isSafeHref,
  type ListItem,
} from "../article-body.schema.ts";

/**
 * The width an image of the body takes: the article's column (max-w-3xl, 768 px) inside the
 * page's padding (px-4 then sm:px-6).
 */
const BODY_IMAGE_SIZES =
  "(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
/** When a body image carries no size (written by hand): the library's usual landscape. */
const DEFAULT_IMAGE = { width: 1280, height: 800 };

/**
 * An article's body as HTML, rendered on the server (docs/decisions/0050-insights-articles.md):
 * exactly the nodes and marks of src/features/insights/article-body.schema.ts, as React
 * elements, so every text and attribute is escaped by React; a link whose address is not safe
 * (stored before a rule changed, say) renders as its text alone. No editor code is involved.
 */
export function ArticleBody({ body }: { body: Body }) {
  return <>{blocks(body.content)}</>;
}

function blocks(nodes: readonly BodyBlock[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => block(node, index));
}

function block(node: BodyBlock, key: number): ReactNode {
  switch (node.type) {
    case "paragraph":
      return <p key={key}>{inline(node.content)}</p>;
    case "heading": {
      const Heading = `h${node.attrs.level}` as "h2" | "h3" | "h4";
      return <Heading key={key}>{inline(node.content)}</Heading>;
    }
    case "bulletList":
      return <ul key={key}>{items(node.content)}</ul>;
    case "orderedList": {
      const start = node.attrs?.start;
      return (
        <ol key={key} start={start !== undefined && start !== 1 ? start : undefined}>
          {items(node.content)}
        </ol>
      );
    }
    case "blockquote":
      return <blockquote key={key}>{blocks(node.content)}</blockquote>;
    case "codeBlock": {
      const language = node.attrs?.language;
      return (
        <pre key={key}>
          <code className={language ? `language-${language}` : undefined}>
            {(node.content ?? []).map((text) => text.text).join("")}
          </code>
        </pre>
      );
    }
    case "horizontalRule":
      return <hr key={key} />;
    case "image": {
      const { src, alt, title, width, height } = node.attrs;
      return (
        <figure key={key}>
          <ResponsiveImage
            src={src}
            alt={alt ?? ""}
            width={width ?? DEFAULT_IMAGE.width}
            height={height ?? DEFAULT_IMAGE.height}
            sizes={BODY_IMAGE_SIZES}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl"
          />
          {title ? <figcaption>{title}</figcaption> : null}
        </figure>
      );
    }
  }
}

function items(nodes: readonly ListItem[] | undefined): ReactNode[] {
  return (nodes ?? []).map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server; a node's place is its identity.
    <li key={index}>{blocks(item.content)}</li>
  ));
}

function inline(nodes: readonly InlineNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server; a node's place is its identity.
    node.type === "hardBreak" ? <br key={index} /> : marked(node.text, node.marks ?? [], index),
  );
}

/** A run of text inside its marks, the first mark outermost. */
function marked(text: string, marks: readonly BodyMark[], key: number): ReactNode {
  let element: ReactNode = text;
  for (const mark of [...marks].reverse()) element = wrap(mark, element);
  return <Fragment key={key}>{element}</Fragment>;
}

function wrap(mark: BodyMark, children: ReactNode): ReactNode {
  switch (mark.type) {
    case "bold":
      return <strong>{children}</strong>;
    case "italic":
      return <em>{children}</em>;
    case "strike":
      return <s>{children}</s>;
    case "underline":
      return <u>{children}</u>;
    case "code":
      return <code>{children}</code>;
    case "link": {
      const { href } = mark.attrs;
      if (!isSafeHref(href)) return children;
      const external = /^https?:/i.test(href);
      return (
        <a href={href} rel={external ? "noopener noreferrer" : undefined}>
          {children}
        </a>
      );
    }
  }
}
