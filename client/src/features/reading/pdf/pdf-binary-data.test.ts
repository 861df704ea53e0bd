import { describe, expect, it } from 'vitest';
import { bundledPdfDataUrl } from './pdf-binary-data';

describe('the data pdf.js asks for', () => {
  it('is bundled: the CMaps of Chinese text and the standard fonts, by the names pdf.js asks', () => {
    expect(bundledPdfDataUrl('cMapUrl', 'UniGB-UCS2-H.bcmap')).toMatch(/UniGB-UCS2-H\.bcmap/);
    expect(bundledPdfDataUrl('cMapUrl', 'Adobe-GB1-UCS2.bcmap')).toMatch(/Adobe-GB1-UCS2\.bcmap/);
    expect(bundledPdfDataUrl('standardFontDataUrl', 'FoxitSymbol.pfb')).toMatch(/FoxitSymbol\.pfb/);
  });

  it('answers nothing for what is not bundled', () => {
    expect(bundledPdfDataUrl('cMapUrl', 'Nope.bcmap')).toBeUndefined();
    expect(bundledPdfDataUrl('wasmUrl', 'openjpeg.wasm')).toBeUndefined();
  });
});
