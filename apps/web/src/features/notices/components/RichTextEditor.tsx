import { type ReactNode, useRef, useState } from 'react';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { toast } from 'sonner';
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  ImageMinus,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { NOTICE_CONTENT_CLASS } from './notice-content-class';

const t = ko.notices;
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export interface RichTextEditorProps {
  id: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** Stores the file on the server and answers its address. */
  uploadImage: (file: File) => Promise<string>;
  /** Deletes an image the remove button took out of the document. */
  deleteImage: (src: string) => Promise<unknown>;
  imageHint: string;
  invalid?: boolean;
  describedBy?: string;
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
  testId,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-slate-600 transition-colors',
        'hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40',
        active && 'bg-brand-50 text-brand-700',
      )}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />;

/** The src of the image the selection is on, if it is one. */
function selectedImageSrc(editor: Editor): string | null {
  // Only a node selection carries `node` (clicking an image selects it that way).
  const node = (
    editor.state.selection as { node?: { type: { name: string }; attrs: Record<string, unknown> } }
  ).node;
  return node?.type.name === 'image' ? String(node.attrs.src ?? '') : null;
}

/**
 * The notice editor (TipTap 3: starter kit with headings 2 and 3, and images). Its output is what
 * the server's allow-list keeps. Loaded only with the registration page.
 */
export default function RichTextEditor({
  id,
  initialHtml,
  onChange,
  uploadImage,
  deleteImage,
  imageHint,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => SAFE_HREF.test(url),
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t.contentLabel,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'data-testid': 'notice-editor',
        class: cn(
          NOTICE_CONTENT_CLASS,
          'min-h-72 px-4 py-3 focus:outline-none',
          '[&_img]:cursor-pointer [&_img.ProseMirror-selectednode]:outline-3 [&_img.ProseMirror-selectednode]:outline-brand-500',
        ),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      image: selectedImageSrc(e),
    }),
  });

  const chain = () => editor.chain().focus();

  const setLink = () => {
    const current = String(editor.getAttributes('link').href ?? '');
    const url = window.prompt(t.linkPrompt, current);
    if (url === null) return;
    if (url.trim() === '') {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!SAFE_HREF.test(url.trim())) {
      toast.error(t.linkInvalid);
      return;
    }
    chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      chain().setImage({ src, alt: t.imageAlt }).run();
    } catch (err) {
      toast.error(t.imageUploadFailed, { description: errorMessage(err) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const removeImage = async () => {
    const src = selectedImageSrc(editor);
    if (src === null) return;
    chain().deleteSelection().run();
    setRemoving(true);
    try {
      await deleteImage(src);
    } catch (err) {
      // The image is out of the notice either way; an orphaned file is cleaned up later.
      toast.error(t.imageRemoveFailed, { description: errorMessage(err) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border bg-white focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-200',
        invalid ? 'border-red-500' : 'border-slate-300',
      )}
    >
      <div
        role="toolbar"
        aria-label={t.toolbar}
        aria-controls={id}
        className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
      >
        <ToolButton label={t.bold} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t.italic} active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label={t.underline}
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <Underline aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t.strike} active={state.strike} onClick={() => chain().toggleStrike().run()}>
          <Strikethrough aria-hidden="true" className="size-4" />
        </ToolButton>
        <Divider />
        <ToolButton
          label={t.heading2}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label={t.heading3}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label={t.bulletList}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label={t.orderedList}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label={t.blockquote}
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <Quote aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label={t.codeBlock}
          active={state.codeBlock}
          onClick={() => chain().toggleCodeBlock().run()}
        >
          <Code2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t.horizontalRule} onClick={() => chain().setHorizontalRule().run()}>
          <Minus aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t.link} active={state.link} onClick={setLink}>
          <Link2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <Divider />
        <ToolButton
          label={t.image}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
          testId="notice-image-add"
        >
          {uploading ? <Spinner className="size-4" /> : <ImagePlus aria-hidden="true" className="size-4" />}
        </ToolButton>
        <ToolButton
          label={t.imageRemoveLabel}
          disabled={state.image === null || removing}
          onClick={() => void removeImage()}
          testId="notice-image-remove"
        >
          <ImageMinus aria-hidden="true" className="size-4" />
          <span className="text-xs font-semibold">{t.imageRemove}</span>
        </ToolButton>
        <Divider />
        <ToolButton label={t.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="notice-image-input"
          onChange={(e) => void pickImage(e.target.files?.[0])}
        />
      </div>
      <EditorContent editor={editor} />
      <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500" aria-live="polite">
        {uploading ? t.imageUploading : imageHint}
      </p>
    </div>
  );
}
