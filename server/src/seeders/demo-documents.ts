import type { ResourceSeed } from './demo-catalogue-build.js';
import { buildPdf, buildWav, melody } from './demo-files.js';
import { exhibitionPictureSvg, pdfFirstPageSvg } from './demo-pages.js';
import { svgToJpeg, wrapLatin } from './demo-render.js';
import { DIGITAL, JOURNALS, THESES } from './demo-resources-data.js';

/**
 * The PDFs and other files of theses, journal articles and digital collections. A PDF's first page
 * is a picture (so Chinese shows wherever the picture was drawn with a CJK font); the pages after
 * it are Latin text in the standard Helvetica, which needs no embedded font.
 */

const PAGE = { width: 595, height: 842 };

async function firstPage(page: Parameters<typeof pdfFirstPageSvg>[0], cjk: boolean) {
  return { jpeg: await svgToJpeg(pdfFirstPageSvg(page, cjk), 60), ...PAGE };
}

/** The chapters of a demo thesis after its abstract: what each says, in a sentence or two. */
const THESIS_CHAPTERS: Array<[title: string, gist: string]> = [
  ['Chapter 1  Introduction', 'This chapter introduces the subject, explains why it matters and states the research questions.'],
  ['Chapter 2  Literature Review', 'This chapter reviews earlier studies, groups them by approach and points out the gaps this study addresses.'],
  ['Chapter 3  Methods', 'This chapter describes the sources, the data collected and the methods used to analyse them.'],
  ['Chapter 4  Findings', 'This chapter reports the findings for each research question, with tables and examples from the sources.'],
  ['Chapter 5  Conclusions', 'This chapter sums up the findings, discusses their limits and suggests directions for further research.'],
];

/**
 * A thesis: its title page, an English abstract, the contents, a page per chapter and the
 * references, with an outline (bookmarks) to each: enough pages for the reader's page tools.
 */
export async function thesisPdf(seed: ResourceSeed, cjk: boolean): Promise<Buffer> {
  const thesis = THESES[seed.index];
  const degreeEn = thesis.degree === '博士' ? 'Doctoral Dissertation' : "Master's Thesis";
  const title = await firstPage(
    {
      heading: `${thesis.inst}\u3000${thesis.degree}学位论文`,
      headingEn: `${thesis.instEn} · ${degreeEn}`,
      title: thesis.t,
      titleEn: thesis.en,
      lines: [`作者：${thesis.author}`, `导师：${thesis.advisor} 教授`, `专业：${thesis.discipline}`, `${thesis.y}年6月`],
      linesEn: [degreeEn, thesis.instEn, `June ${thesis.y}`],
      seed: seed.index,
    },
    cjk,
  );
  const abstract = wrapLatin(
    `This ${degreeEn.toLowerCase()} studies ${thesis.en.charAt(0).toLowerCase()}${thesis.en.slice(1)}. It reviews the literature, ` +
      'sets out the research questions and the methods used to answer them, reports the findings and discusses their limits. ' +
      'The last chapter draws conclusions for practice and suggests directions for further research.',
    80,
    20,
  );
  const text = {
    lines: [thesis.en, '', degreeEn, thesis.instEn, `Year: ${thesis.y}`, '', 'ABSTRACT', '', ...abstract, '', 'Keywords: see the catalogue record.'],
  };
  // Pages: 1 title, 2 abstract, 3 contents, 4… the chapters, then the references.
  const firstChapter = 4;
  const references = firstChapter + THESIS_CHAPTERS.length;
  const contents = {
    lines: [
      'CONTENTS',
      '',
      'Abstract .......... 2',
      ...THESIS_CHAPTERS.map(([heading], i) => `${heading} .......... ${firstChapter + i}`),
      `References .......... ${references}`,
    ],
  };
  const chapters = THESIS_CHAPTERS.map(([heading, gist]) => ({
    lines: [heading, '', ...wrapLatin(`${gist} The study concerns ${thesis.en.charAt(0).toLowerCase()}${thesis.en.slice(1)}.`, 80, 20)],
  }));
  const referenceList = {
    lines: [
      'REFERENCES',
      '',
      `[1] ${thesis.author}. ${thesis.en}. ${thesis.instEn}, ${thesis.y}.`,
      '[2] Other works are listed in the catalogue record.',
    ],
  };
  return buildPdf([title, text, contents, ...chapters, referenceList], { title: thesis.t, author: thesis.author }, [
    { title: 'Abstract', page: 2 },
    { title: 'Contents', page: 3 },
    ...THESIS_CHAPTERS.map(([heading], i) => ({ title: heading.replace(/\s+/g, ' '), page: firstChapter + i })),
    { title: 'References', page: references },
  ]);
}

export interface ArticleInfo {
  journal: (typeof JOURNALS)[number];
  year: number;
  issue: number;
  pages: string;
  title: string;
  creators: string[];
  seed: number;
}

/** A journal article: its first page as the journal prints it. */
export async function articlePdf(article: ArticleInfo, cjk: boolean): Promise<Buffer> {
  const citation = `${article.year}年第${article.issue}期\u3000第${article.pages}页`;
  const page = await firstPage(
    {
      heading: `${article.journal.t}\u3000${citation}`,
      headingEn: `${article.journal.en}, ${article.year} (${article.issue}): ${article.pages}`,
      title: article.title,
      titleEn: `${article.journal.en}, ${article.year}, No. ${article.issue}`,
      lines: [article.creators.join('\u3000')],
      linesEn: [`pp. ${article.pages}`],
      seed: article.seed,
    },
    cjk,
  );
  return buildPdf([page], { title: article.title, author: article.creators.join(', ') });
}

/** A digital collection's file: a PDF, a picture or a recording, as its format says. */
export async function digitalFile(seed: ResourceSeed, cjk: boolean): Promise<{ ext: string; data: Buffer }> {
  const item = DIGITAL[seed.index];
  if (item.format === '图片') return { ext: 'jpg', data: await svgToJpeg(exhibitionPictureSvg(seed.index % 2 ? 3 : 1, 500 + seed.index), 72) };
  if (item.format === '音频') {
    return { ext: 'wav', data: buildWav(melody([262, 330, 392, 523, 392, 330, 294, 262].slice(seed.index % 3), 3)) };
  }
  const page = await firstPage(
    {
      heading: '钱塘市图书馆\u3000数字馆藏',
      headingEn: 'Qiantang City Library · Digital Collections',
      title: item.t,
      titleEn: item.en,
      lines: [item.s],
      linesEn: ['Sample pages of the digitised collection'],
      seed: 900 + seed.index,
    },
    cjk,
  );
  return {
    ext: 'pdf',
    data: buildPdf([page, { lines: [item.en, '', 'Qiantang City Library', 'Digital collections: sample file of the demo catalogue.'] }], {
      title: item.t,
    }),
  };
}
