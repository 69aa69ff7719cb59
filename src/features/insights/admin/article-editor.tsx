import { Image } from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import Bold from "lucide-react/icons/bold";
import Code from "lucide-react/icons/code";
import SquareCode from "lucide-react/icons/code-xml";
import Heading2 from "lucide-react/icons/heading-2";
import Heading3 from "lucide-react/icons/heading-3";
import Heading4 from "lucide-react/icons/heading-4";
import ImageIcon from "lucide-react/icons/image";
import Italic from "lucide-react/icons/italic";
import Link2 from "lucide-react/icons/link-2";
import Unlink from "lucide-react/icons/link-2-off";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import Minus from "lucide-react/icons/minus";
import Quote from "lucide-react/icons/quote";
import Redo from "lucide-react/icons/redo-2";
import Strikethrough from "lucide-react/icons/strikethrough";
import Underline from "lucide-react/icons/underline";
import Undo from "lucide-react/icons/undo-2";
import { type ComponentType, type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { MediaPicker } from "#src/ui/admin/media-picker.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import { Modal } from "#src/ui/modal.tsx";
import {
  type ArticleBody,
  BODY_IMAGE_FOLDER,
  bodyTexts,
  HEADING_LEVELS,
  isSafeHref,
} from "../article-body.schema.ts";

// The body's editor in the back office (TipTap over ProseMirror): only the nodes and marks the
// server takes (src/features/insights/article-body.schema.ts), images only from the media
// library. Loaded by the article's screen alone, lazily; the public pages never load it.

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;

interface Tool {
  label: string;
  icon: Icon;
  /** Whether the selection has it (a pressed toggle). */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** A keyboard shortcut, told to screen readers and in the tooltip. */
  keys?: string;
}

const headingIcons: Record<(typeof HEADING_LEVELS)[number], Icon> = { 2: Heading2, 3: Heading3, 4: Heading4 };

const tools: (Tool | "separator")[] = [
  {
    label: "Bold",
    icon: Bold,
    keys: "Control+B",
    active: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: "Italic",
    icon: Italic,
    keys: "Control+I",
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Underline",
    icon: Underline,
    keys: "Control+U",
    active: (e) => e.isActive("underline"),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: "Strikethrough",
    icon: Strikethrough,
    active: (e) => e.isActive("strike"),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    label: "Inline code",
    icon: Code,
    active: (e) => e.isActive("code"),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  "separator",
  ...HEADING_LEVELS.map(
    (level): Tool => ({
      label: `Heading ${level}`,
      icon: headingIcons[level],
      active: (e) => e.isActive("heading", { level }),
      run: (e) => e.chain().focus().toggleHeading({ level }).run(),
    }),
  ),
  {
    label: "Bulleted list",
    icon: List,
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    icon: ListOrdered,
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Quote",
    icon: Quote,
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: "Code block",
    icon: SquareCode,
    active: (e) => e.isActive("codeBlock"),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  {
    label: "Horizontal line",
    icon: Minus,
    run: (e) => e.chain().focus().setHorizontalRule().run(),
  },
  "separator",
  { label: "Undo", icon: Undo, keys: "Control+Z", run: (e) => e.chain().focus().undo().run() },
  { label: "Redo", icon: Redo, keys: "Control+Shift+Z", run: (e) => e.chain().focus().redo().run() },
];

const buttonClass =
  "inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-800 disabled:opacity-40";

/**
 * The toolbar is one tab stop: arrow keys, Home and End move between its buttons (WAI-ARIA's
 * toolbar pattern); each button is named, the toggles say whether they are on.
 */
function Toolbar({ label, controls, children }: { label: string; controls: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>("button:not([disabled])") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    const next = {
      ArrowRight: (at + 1) % buttons.length,
      ArrowLeft: (at - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    for (const button of buttons) button.tabIndex = -1;
    buttons[next]!.tabIndex = 0;
    buttons[next]!.focus();
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: a toolbar is a composite widget; its arrow keys move between its buttons.
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
    >
      {children}
    </div>
  );
}

function ToolButton({
  label,
  icon: IconComponent,
  pressed,
  keys,
  first,
  onClick,
}: {
  label: string;
  icon: Icon;
  pressed?: boolean | undefined;
  keys?: string | undefined;
  first: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      title={keys ? `${label} (${keys.replace("Control", "Ctrl")})` : label}
      tabIndex={first ? 0 : -1}
      // Keeps the editor's selection: the command acts on what was selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={buttonClass}
    >
      <IconComponent aria-hidden="true" className="size-4" />
    </button>
  );
}

/** Asks for a link's address, checked as the server checks it. */
function LinkDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const value = href.trim();
    if (!isSafeHref(value)) {
      setError(bodyTexts.badLink);
      return;
    }
    onSave(value);
  };
  // No form of its own: the editor sits inside the article's form, and forms do not nest.
  return (
    <Modal open={open} onClose={onClose} title="Link" className="max-w-lg">
      <TextField
        label="Address"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          save();
        }}
        placeholder="https://… or /contact"
        error={error}
        autoFocus
      />
      <div className="mt-4 flex gap-2">
        <button type="button" onClick={save} className={primaryButtonClass}>
          Save link
        </button>
        <button type="button" onClick={onClose} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}

/**
 * The rich-text body of an article: a labelled toolbar, then the text. `onChange` receives the
 * document as JSON after every change.
 */
export default function ArticleEditor({
  initial,
  onChange,
  labelId,
  errorId,
  invalid,
}: {
  initial: ArticleBody;
  onChange: (body: ArticleBody) => void;
  /** The id of the field's label (the text box is named by it). */
  labelId: string;
  /** The id of the field's error, when there is one. */
  errorId?: string | undefined;
  invalid?: boolean;
}) {
  const contentId = `${labelId}-content`;
  const editor = useEditor({
    // The back office renders in the browser; nothing to match on the server.
    immediatelyRender: false,
    // The toolbar shows what the selection has: drawn again on each change of it.
    shouldRerenderOnTransaction: true,
    // TipTap's own <style> element is refused by the back office's Content-Security-Policy; the
    // two rules ProseMirror needs are the classes below (whitespace-pre-wrap, break-words).
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        link: {
          openOnClick: false,
          autolink: true,
          isAllowedUri: (url) => isSafeHref(url),
          HTMLAttributes: { rel: null, target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        id: contentId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(errorId ? { "aria-describedby": errorId } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class:
          "article-editor relative min-h-72 px-4 py-3 text-slate-900 break-words whitespace-pre-wrap focus:outline-none [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-3 [&_h4]:text-lg [&_h4]:font-semibold [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:mt-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_pre]:mt-2 [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-sm [&_pre]:text-slate-100 [&_a]:text-brand-700 [&_a]:underline [&_img]:mt-2 [&_img]:max-h-80 [&_img]:rounded-lg [&_hr]:my-4 [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-600",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as ArticleBody),
  });
  const [linking, setLinking] = useState(false);
  const [picking, setPicking] = useState(false);

  if (!editor) return <div className="min-h-80 rounded-lg border border-slate-300 bg-white" />;
  const linkActive = editor.isActive("link");

  let first = true;
  const isFirst = () => {
    const was = first;
    first = false;
    return was;
  };

  return (
    <div
      className={`mt-1.5 overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-600/30 ${
        invalid ? "border-red-500" : "border-slate-300"
      }`}
    >
      <Toolbar label="Formatting" controls={contentId}>
        {tools.map((tool, index) =>
          tool === "separator" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the toolbar's layout is fixed.
            <span key={`separator-${index}`} aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />
          ) : (
            <ToolButton
              key={tool.label}
              label={tool.label}
              icon={tool.icon}
              keys={tool.keys}
              pressed={tool.active ? tool.active(editor) : undefined}
              first={isFirst()}
              onClick={() => tool.run(editor)}
            />
          ),
        )}
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />
        <ToolButton
          label="Link"
          icon={Link2}
          pressed={linkActive}
          first={false}
          onClick={() => setLinking(true)}
        />
        <ToolButton
          label="Remove link"
          icon={Unlink}
          first={false}
          onClick={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()}
        />
        <ToolButton
          label="Image from the library"
          icon={ImageIcon}
          first={false}
          onClick={() => setPicking(true)}
        />
      </Toolbar>
      <EditorContent editor={editor} />
      {linking && (
        <LinkDialog
          open={linking}
          initial={String(editor.getAttributes("link").href ?? "")}
          onClose={() => {
            setLinking(false);
            editor.commands.focus();
          }}
          onSave={(href) => {
            setLinking(false);
            const chain = editor.chain().focus().extendMarkRange("link");
            // With nothing selected, the address is the link's text.
            if (editor.state.selection.empty && !editor.isActive("link")) {
              chain
                .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
                .run();
            } else chain.setLink({ href }).run();
          }}
        />
      )}
      {picking && (
        <MediaPicker
          folder={BODY_IMAGE_FOLDER}
          open={picking}
          onClose={() => {
            setPicking(false);
            editor.commands.focus();
          }}
          onChoose={(item) =>
            editor
              .chain()
              .focus()
              .setImage({
                src: item.url,
                alt: item.alt,
                ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
              })
              .run()
          }
        />
      )}
    </div>
  );
}
