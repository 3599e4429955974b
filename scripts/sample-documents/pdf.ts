import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

/**
 * The sample documents' layout (docs/editing.md#les-chiffres-de-lassociation): A4 pages of headings,
 * paragraphs, lists and two-column tables in the PDF standard Helvetica, a running footer with the page
 * number. The same blocks always give the same bytes (fixed dates, no random identifier), so a test can
 * check that the committed files are what the settings' facts make.
 */

export type Block =
  | { kind: 'title'; text: string; subtitle?: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; rows: [string, string][]; total?: [string, string] }
  /** Starts a new page, so a chapter opens at the top. */
  | { kind: 'pageBreak' }

export interface SampleDocument {
  title: string
  lang: 'fr' | 'en'
  /** The organisation, the author and the footer's first words. */
  author: string
  blocks: Block[]
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 56
const TEXT = rgb(0.12, 0.16, 0.22)
const BRAND = rgb(0.05, 0.36, 0.52)
const RULE = rgb(0.8, 0.84, 0.88)
/** Every sample document carries this date, so regenerating one changes nothing but what its text says. */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z')

/**
 * Helvetica's encoding (WinAnsi) has the no-break space but not the narrow one that French typography
 * and Intl put in numbers (85 000): the PDF gets the no-break space, which keeps the groups together too.
 */
function encodable(text: string): string {
  return text.replace(/\u202f/g, '\u00a0')
}

class Writer {
  private page!: PDFPage
  private y = 0
  readonly pages: PDFPage[] = []

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage()
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height])
    this.pages.push(this.page)
    this.y = A4.height - MARGIN
  }

  private room(height: number): void {
    if (this.y - height < MARGIN + 24) this.newPage()
  }

  /** The lines of `text` that fit `width` at `size`, broken at spaces (a no-break space never breaks). */
  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of encodable(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line)
        line = word
      } else line = candidate
    }
    if (line) lines.push(line)
    return lines
  }

  text(text: string, { font = this.regular, size = 11, indent = 0, color = TEXT, gap = 4 } = {}): void {
    const width = A4.width - 2 * MARGIN - indent
    const leading = size * 1.4
    for (const line of this.lines(text, font, size, width)) {
      this.room(leading)
      this.y -= leading
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color })
    }
    this.y -= gap
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    })
    this.y -= 8
  }

  row([label, value]: [string, string], font: PDFFont): void {
    const size = 10.5
    const valueText = encodable(value)
    const valueWidth = font.widthOfTextAtSize(valueText, size)
    const labelLines = this.lines(label, font, size, A4.width - 2 * MARGIN - valueWidth - 24)
    const leading = size * 1.45
    this.room(leading * labelLines.length + 8)
    labelLines.forEach((line, index) => {
      this.y -= leading
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: TEXT })
      if (index === 0)
        this.page.drawText(valueText, {
          x: A4.width - MARGIN - valueWidth,
          y: this.y,
          size,
          font,
          color: TEXT,
        })
    })
    this.y -= 4
    this.rule()
  }

  block(block: Block): void {
    switch (block.kind) {
      case 'title':
        this.y -= 40
        this.text(block.text, { font: this.bold, size: 24, color: BRAND, gap: 10 })
        if (block.subtitle) this.text(block.subtitle, { size: 13, gap: 18 })
        this.rule()
        break
      case 'heading':
        this.room(60)
        this.y -= 10
        this.text(block.text, { font: this.bold, size: 14, color: BRAND, gap: 6 })
        break
      case 'paragraph':
        this.text(block.text, { gap: 8 })
        break
      case 'list':
        for (const item of block.items) this.text(`•  ${item}`, { indent: 10, gap: 3 })
        this.y -= 6
        break
      case 'table':
        this.y -= 4
        this.rule()
        for (const row of block.rows) this.row(row, this.regular)
        if (block.total) this.row(block.total, this.bold)
        this.y -= 6
        break
      case 'pageBreak':
        this.newPage()
        break
    }
  }

  footer(author: string, title: string, lang: 'fr' | 'en'): void {
    const total = this.pages.length
    this.pages.forEach((page, index) => {
      const words = lang === 'fr' ? `page ${index + 1} sur ${total}` : `page ${index + 1} of ${total}`
      page.drawText(encodable(`${author} – ${title} – ${words}`), {
        x: MARGIN,
        y: MARGIN - 20,
        size: 8.5,
        font: this.regular,
        color: rgb(0.4, 0.45, 0.5),
      })
    })
  }
}

/** The PDF of a sample document. */
export async function renderPdf(document: SampleDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.setTitle(encodable(document.title))
  pdf.setAuthor(encodable(document.author))
  pdf.setLanguage(document.lang === 'fr' ? 'fr-FR' : 'en-GB')
  pdf.setCreationDate(FIXED_DATE)
  pdf.setModificationDate(FIXED_DATE)
  const writer = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  )
  for (const block of document.blocks) writer.block(block)
  writer.footer(document.author, document.title, document.lang)
  return pdf.save({ useObjectStreams: false })
}

/** The text a sample document's pages show, in order (for the tests: what the PDF says). */
export function documentText(document: SampleDocument): string {
  return document.blocks
    .flatMap((block) => {
      switch (block.kind) {
        case 'title':
          return [block.text, block.subtitle ?? '']
        case 'heading':
        case 'paragraph':
          return [block.text]
        case 'list':
          return block.items
        case 'table':
          return [...block.rows, ...(block.total ? [block.total] : [])].map((row) => row.join(' '))
        case 'pageBreak':
          return []
      }
    })
    .join('\n')
}
