import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render, toPlainText } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h, type ReactNode } from "react";
import { company } from "#src/content/company.ts";
import { type MailContent, textAsHtml } from "./mail-content.ts";

// Written with createElement rather than JSX: the server runs as plain TypeScript under Node's
// type stripping (npm run dev), which has no JSX. React escapes every text it renders, so a
// field's `<script>` arrives as text. No remote image, font or tracker: everything is inline.

const colors = { text: "#1e293b", muted: "#475569", brand: "#1d4ed8", line: "#e2e8f0", page: "#f8fafc" };
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A text's line breaks as <br>, so they survive in the HTML and in its plain-text part alike. */
function lines(text: string): ReactNode[] {
  return text
    .split(/\r?\n/)
    .flatMap((line, index) => (index === 0 ? [line] : [h("br", { key: index }), line]));
}

function fieldsTable(fields: NonNullable<MailContent["fields"]>): ReactNode {
  return h(
    "table",
    {
      role: "presentation",
      width: "100%",
      cellPadding: 0,
      cellSpacing: 0,
      style: { borderCollapse: "collapse" },
    },
    h(
      "tbody",
      null,
      fields.map((field) =>
        h(
          "tr",
          { key: field.label },
          h(
            "th",
            {
              align: "left",
              valign: "top",
              style: {
                padding: "8px 12px 8px 0",
                color: colors.muted,
                fontWeight: 600,
                fontSize: 14,
                width: "34%",
                borderTop: `1px solid ${colors.line}`,
              },
            },
            field.label,
          ),
          h(
            "td",
            {
              valign: "top",
              style: {
                padding: "8px 0",
                fontSize: 15,
                whiteSpace: "pre-wrap",
                wordBreak: "break-word",
                borderTop: `1px solid ${colors.line}`,
              },
            },
            field.value === "" ? "—" : lines(field.value),
          ),
        ),
      ),
    ),
  );
}

function signature(): ReactNode {
  return h(
    Section,
    null,
    h(Hr, { style: { borderColor: colors.line, margin: "24px 0 16px" } }),
    h(Text, { style: { margin: 0, fontWeight: 600, fontSize: 15 } }, company.name),
    h(
      Text,
      { style: { margin: "4px 0 0", fontSize: 14, color: colors.muted } },
      `${company.address.city}, ${company.address.region}, ${company.address.country}`,
    ),
    h(
      Text,
      { style: { margin: "4px 0 0", fontSize: 14, color: colors.muted } },
      company.phones.map((phone, index) => [
        index > 0 ? " · " : "",
        h(
          Link,
          { key: phone, href: `tel:${phone.replace(/\s/g, "")}`, style: { color: colors.brand } },
          phone,
        ),
      ]),
    ),
    h(
      Text,
      { style: { margin: "4px 0 0", fontSize: 14 } },
      h(Link, { href: `mailto:${company.email}`, style: { color: colors.brand } }, company.email),
    ),
  );
}

function MailDocument({ subject, content }: { subject: string; content: MailContent }) {
  return h(
    Html,
    { lang: "en" },
    h(Head, null, h("title", null, subject)),
    h(Preview, null, content.paragraphs[0] ?? content.heading),
    h(
      Body,
      {
        style: {
          backgroundColor: colors.page,
          margin: 0,
          padding: "24px 0",
          fontFamily: font,
          color: colors.text,
        },
      },
      h(
        Container,
        {
          style: {
            maxWidth: 600,
            backgroundColor: "#ffffff",
            border: `1px solid ${colors.line}`,
            borderRadius: 8,
            padding: "24px",
          },
        },
        h(
          Heading,
          { as: "h1", style: { fontSize: 22, lineHeight: "28px", margin: "0 0 16px" } },
          content.heading,
        ),
        content.paragraphs.map((paragraph) =>
          h(
            Text,
            { key: paragraph, style: { fontSize: 15, lineHeight: "24px", margin: "0 0 12px" } },
            paragraph,
          ),
        ),
        content.fields && content.fields.length > 0 ? fieldsTable(content.fields) : null,
        content.action
          ? h(
              Section,
              { style: { margin: "20px 0 0" } },
              h(
                Link,
                {
                  href: content.action.href,
                  style: {
                    display: "inline-block",
                    backgroundColor: colors.brand,
                    color: "#ffffff",
                    padding: "10px 18px",
                    borderRadius: 6,
                    fontWeight: 600,
                    textDecoration: "none",
                  },
                },
                content.action.label,
              ),
            )
          : null,
        content.signed ? signature() : null,
      ),
    ),
  );
}

/** A reply staff wrote: the text as they wrote it, and the same text escaped as HTML. */
function renderReply(subject: string, text: string): { html: string; text: string } {
  const html = [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${textAsHtml(subject)}</title></head>`,
    `<body><div style="font-family:${font};font-size:15px;line-height:24px;color:${colors.text}">`,
    textAsHtml(text),
    "</div></body></html>",
  ].join("\n");
  return { html, text };
}

/** The mail as HTML and as its plain-text part. */
export async function renderMail(
  subject: string,
  content: MailContent,
): Promise<{ html: string; text: string }> {
  if (content.reply) return renderReply(subject, content.reply.text);
  const html = await render(h(MailDocument, { subject, content }));
  // The text part from the HTML already made: one React render per mail, not two.
  const text = toPlainText(html, {
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      // The fields as "label  value" rows; phone numbers and addresses without their tel:/mailto:.
      { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
      { selector: 'a[href^="tel:"]', format: "anchor", options: { ignoreHref: true } },
      { selector: 'a[href^="mailto:"]', format: "anchor", options: { ignoreHref: true } },
    ],
  });
  return { html, text };
}
