/**
 * The part of pdfmake 0.3's server API the document preview uses (the package ships no types).
 * Document definitions are described in routes/documents/pdf.ts.
 */
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(
      fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>,
    ): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
