import type { UploadKind } from '../types';

/**
 * The files a `file` field takes, as the server accepts them (it reads the type from the content):
 * the file chooser's `accept`, the hint under the field, and a first check on the chosen file.
 */
export interface UploadType {
  accept: string;
  hint: string;
  /** Said when the chosen file is not of this kind. */
  wrong: string;
  test(file: File): boolean;
}

const byType = (prefix: string, extensions: RegExp) => (file: File) => file.type.startsWith(prefix) || extensions.test(file.name);

export const UPLOAD_TYPES: Record<UploadKind, UploadType> = {
  document: {
    accept: '.epub,.pdf,application/epub+zip,application/pdf',
    hint: '支持 EPUB、PDF 格式',
    wrong: '请选择 EPUB 或 PDF 文件',
    test: (file) => ['application/epub+zip', 'application/pdf'].includes(file.type) || /\.(epub|pdf)$/i.test(file.name),
  },
  pdf: {
    accept: '.pdf,application/pdf',
    hint: '支持 PDF 格式',
    wrong: '请选择 PDF 文件',
    test: (file) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name),
  },
  audio: {
    accept: 'audio/*,.mp3,.m4a,.ogg,.wav',
    hint: '支持 MP3、M4A、OGG、WAV 格式',
    wrong: '请选择音频文件',
    test: byType('audio/', /\.(mp3|m4a|ogg|wav)$/i),
  },
  video: {
    accept: 'video/mp4,video/webm,.mp4,.webm',
    hint: '支持 MP4、WebM 格式',
    wrong: '请选择视频文件（MP4 或 WebM）',
    test: byType('video/', /\.(mp4|webm)$/i),
  },
  any: {
    accept: '.pdf,.epub,.xlsx,audio/*,video/mp4,video/webm,image/*',
    hint: '支持 PDF、EPUB、音频、视频、图片和 Excel 表格',
    wrong: '不支持的文件类型',
    test: (file) => /^(image|audio|video)\//.test(file.type) || /\.(pdf|epub|xlsx|mp3|m4a|ogg|wav|mp4|webm)$/i.test(file.name),
  },
};

/** The file name of an uploaded file's URL (its last path segment, without the query). */
export function fileName(url: string): string {
  const path = url.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}
