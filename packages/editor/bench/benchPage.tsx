import { createRoot } from 'react-dom/client';
import { countTemplate, readDocumentTemplate, writeTemplateHtml } from '@backoffice/domain/model';
import { ThemeProvider } from '@backoffice/ui';
import { TemplateEditor } from '../src';
import { fiftyPageHtml } from './fiftyPages';

declare global {
  interface Window {
    benchmark: { roundTripMs: number[]; words: number; htmlBytes: number; identical: boolean };
  }
}

// The HTML round trip of the whole document: read (parse, check, normalise) and write again.
const roundTripMs: number[] = [];
let identical = true;
for (let run = 0; run < 7; run += 1) {
  const start = performance.now();
  const written = writeTemplateHtml(readDocumentTemplate(fiftyPageHtml, 'precontract'));
  roundTripMs.push(performance.now() - start);
  identical &&= written === fiftyPageHtml;
}
window.benchmark = {
  roundTripMs,
  words: countTemplate(readDocumentTemplate(fiftyPageHtml, 'precontract')).words,
  htmlBytes: new TextEncoder().encode(fiftyPageHtml).length,
  identical,
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme="light">
    <TemplateEditor documentType="precontract" initialHtml={fiftyPageHtml} />
  </ThemeProvider>,
);
