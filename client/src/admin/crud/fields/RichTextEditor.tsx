import { Box, Button, Group, HStack, IconButton, Input, Popover, Portal, Separator, Spinner, Stack, chakra } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { LuBold, LuHeading2, LuHeading3, LuImagePlus, LuItalic, LuLink, LuList, LuListOrdered, LuQuote, LuRedo2, LuUndo2 } from 'react-icons/lu';
import { useImageUpload } from './useUpload';

export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  /** The id of the field's label: the editable area is labelled by it. */
  labelId?: string;
  id?: string;
  invalid?: boolean;
}

/**
 * The back office's rich text editor (tiptap v3): bold, italic, headings, lists, blockquote, link,
 * undo/redo and 插入图片, which uploads through `uploadFile` and inserts the picture. The HTML it
 * produces is sanitised again by the server on save. Loaded lazily: only forms with a rich text
 * field fetch it.
 */
export function RichTextEditor({ value, onChange, labelId, id, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }), Image],
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelId ? { 'aria-labelledby': labelId } : {}),
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
  });

  return (
    <Box
      width="full"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="md"
      bg="bg"
      overflow="hidden"
      _focusWithin={{ borderColor: 'brand.solid', boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)' }}
    >
      <Toolbar editor={editor} />
      <Box
        px="4"
        py="3"
        css={{
          '& .rich-text-content': { minHeight: '280px', outline: 'none', lineHeight: '1.8' },
          '& .rich-text-content > * + *': { marginTop: '0.75em' },
          '& h2': { fontSize: 'xl', fontWeight: 'bold' },
          '& h3': { fontSize: 'lg', fontWeight: 'semibold' },
          '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
          '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
          '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'brand.200', paddingInlineStart: '1em', color: 'fg.muted' },
          '& a': { color: 'brand.600', textDecoration: 'underline' },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
          '& img.ProseMirror-selectednode': { outline: '2px solid var(--chakra-colors-brand-solid)' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

function ToolButton({
  label,
  title = label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  title?: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      title={title}
      aria-pressed={active}
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <HStack gap="1" px="2" py="1.5" borderBottomWidth="1px" bg="bg.subtle" wrap="wrap" role="toolbar" aria-label="格式">
      <Group gap="0.5">
        <ToolButton label="粗体" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <LuBold />
        </ToolButton>
        <ToolButton label="斜体" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <LuItalic />
        </ToolButton>
      </Group>
      <Separator orientation="vertical" height="5" />
      <Group gap="0.5">
        <ToolButton label="H2" title="二级标题" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <LuHeading2 />
        </ToolButton>
        <ToolButton label="H3" title="三级标题" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <LuHeading3 />
        </ToolButton>
      </Group>
      <Separator orientation="vertical" height="5" />
      <Group gap="0.5">
        <ToolButton label="无序列表" active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          <LuList />
        </ToolButton>
        <ToolButton label="有序列表" active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
          <LuListOrdered />
        </ToolButton>
        <ToolButton label="引用" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          <LuQuote />
        </ToolButton>
        <LinkButton editor={editor} active={state.link} href={state.href} />
      </Group>
      <Separator orientation="vertical" height="5" />
      <Group gap="0.5">
        <ToolButton label="撤销" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <LuUndo2 />
        </ToolButton>
        <ToolButton label="重做" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <LuRedo2 />
        </ToolButton>
      </Group>
      <Separator orientation="vertical" height="5" />
      <InsertImageButton editor={editor} />
    </HStack>
  );
}

/** 链接: a small popover to set, change or remove the link of the selection. */
function LinkButton({ editor, active, href }: { editor: Editor; active: boolean; href: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ url: string }>({ defaultValues: { url: '' } });
  // An empty address removes the link.
  const apply = form.handleSubmit(({ url }) => {
    const target = url.trim();
    if (target) editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    else editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  });
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) form.reset({ url: href });
      }}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label="链接"
          title="链接"
          aria-pressed={active}
          size="sm"
          variant={active ? 'subtle' : 'ghost'}
          colorPalette={active ? 'brand' : 'gray'}
        >
          <LuLink />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="80">
            <Popover.Body p="3">
              <chakra.form onSubmit={(e) => void apply(e)}>
                <Stack gap="2">
                  <Input size="sm" aria-label="链接地址" placeholder="https://" {...form.register('url')} autoFocus />
                  <HStack justify="flex-end" gap="2">
                    {active && (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => {
                          form.reset({ url: '' });
                          editor.chain().focus().extendMarkRange('link').unsetLink().run();
                          setOpen(false);
                        }}
                      >
                        移除链接
                      </Button>
                    )}
                    <Button size="xs" type="submit" colorPalette="brand">
                      确定
                    </Button>
                  </HStack>
                </Stack>
              </chakra.form>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** 插入图片: uploads the chosen picture, then inserts it at the cursor. */
function InsertImageButton({ editor }: { editor: Editor }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useImageUpload();
  const insert = async (file: File | undefined) => {
    if (!file) return;
    const src = await upload(file);
    if (src)
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <chakra.input ref={input} type="file" accept="image/*" aria-label="选择要插入的图片" srOnly onChange={(e) => insert(e.target.files?.[0])} />
      <Button size="sm" variant="ghost" onMouseDown={(e) => e.preventDefault()} onClick={() => input.current?.click()} disabled={uploading}>
        {uploading ? <Spinner size="xs" /> : <LuImagePlus />} 插入图片
      </Button>
    </>
  );
}
