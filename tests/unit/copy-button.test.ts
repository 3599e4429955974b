// @vitest-environment jsdom
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../src/shared/i18n/I18nProvider'
import { loadDictionary } from '../../src/shared/i18n/translate'
import { CopyButton } from '../../src/pages/Donate/CopyButton'
import { startCopyButton } from '../../src/pages/Donate/copy-controller'

/** What the page script does on the donation page: each copy button is a script island of its own. */
const startCopyButtons = (doc: Document) =>
  doc.querySelectorAll<HTMLElement>('button[data-copy]').forEach(startCopyButton)

// The prerendered copy buttons and their plain script (docs/islands.md#the-copy-buttons).

beforeAll(async () => {
  await loadDictionary('fr')
})

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'clipboard')
  document.body.innerHTML = ''
})

/** The page's copy buttons as the browser parses them, one per code. */
function prerendered<Codes extends string[]>(...values: Codes): { [K in keyof Codes]: HTMLButtonElement } {
  document.body.innerHTML = values
    .map((value) =>
      renderToString(
        createElement(I18nProvider, { lang: 'fr', children: createElement(CopyButton, { value }) }),
      ),
    )
    .map((html) => `<dd>${html}</dd>`)
    .join('')
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('button')]
  expect(buttons).toHaveLength(values.length)
  return buttons as { [K in keyof Codes]: HTMLButtonElement }
}

function withClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

/** What a visitor perceives of a button: the names and icons not hidden, and the live region's text. */
function seen(button: HTMLButtonElement) {
  const shown = [...button.querySelectorAll<Element>('[data-copy-when]')].filter(
    (part) => !part.hasAttribute('hidden'),
  )
  return {
    hidden: button.hidden,
    states: shown.map((part) => part.getAttribute('data-copy-when')),
    done: button.classList.contains('bg-emerald-700'),
    status: button.parentElement!.querySelector('[role="status"]')!.textContent,
  }
}

/** The button's name as read: its parts not hidden (French typography puts a no-break space before "!"). */
const visibleName = (button: HTMLButtonElement) =>
  [...button.childNodes]
    .filter((node) => !(node instanceof Element && node.hasAttribute('hidden')))
    .map((node) => node.textContent)
    .join('')
    .replace(/\s/g, ' ')

async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0)
}

describe('a prerendered copy button', () => {
  it('is hidden, holds both states with the copied one hidden, and an empty live region', () => {
    const [button] = prerendered('*155#')
    expect(seen(button)).toMatchObject({ hidden: true, states: ['ready'], done: false, status: '' })
    expect(visibleName(button)).toBe('Copier (*155#)')
    // Each state is one element holding its icon and name: `hidden` is not valid on an <svg>.
    expect(button.querySelectorAll('[data-copy-when="copied"][hidden] > svg')).toHaveLength(1)
    expect(button.querySelectorAll('svg[hidden], svg[data-copy-when]')).toHaveLength(0)
  })
})

describe('the copy buttons script', () => {
  it('leaves the buttons hidden where the Clipboard API is missing', () => {
    const buttons = prerendered('*155#', '123456')
    startCopyButtons(document)
    expect(buttons.map((button) => button.hidden)).toEqual([true, true])
  })

  it('shows every button; a copy writes the code, says so for 2.5 s, then offers to copy again', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    withClipboard(writeText)
    const [ussd, merchant] = prerendered('*155#', '123456')
    startCopyButtons(document)
    expect([ussd.hidden, merchant.hidden]).toEqual([false, false])

    merchant.click()
    await settle()
    expect(writeText).toHaveBeenCalledWith('123456')
    expect(visibleName(merchant)).toBe('Copié ! (123456)')
    expect(seen(merchant)).toMatchObject({
      states: ['copied'],
      done: true,
      status: '123456 a été copié dans le presse-papiers.',
    })
    // The other button is untouched.
    expect(seen(ussd)).toMatchObject({ states: ['ready'], done: false, status: '' })

    await vi.advanceTimersByTimeAsync(2499)
    expect(seen(merchant).done).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(visibleName(merchant)).toBe('Copier (123456)')
    expect(seen(merchant)).toMatchObject({ states: ['ready'], done: false, status: '' })
  })

  it('a second copy starts the 2.5 s again', async () => {
    withClipboard(() => Promise.resolve())
    const [button] = prerendered('*126#')
    startCopyButtons(document)
    button.click()
    await vi.advanceTimersByTimeAsync(2000)
    button.click()
    await vi.advanceTimersByTimeAsync(2000)
    expect(seen(button).done).toBe(true)
    await vi.advanceTimersByTimeAsync(500)
    expect(seen(button).done).toBe(false)
  })

  it('a refused clipboard is only logged: the button stays as it was', async () => {
    withClipboard(() => Promise.reject(new Error('denied')))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const [button] = prerendered('*144#')
    startCopyButtons(document)
    button.click()
    await settle()
    expect(warn).toHaveBeenCalledWith('The code could not be copied to the clipboard.', expect.any(Error))
    expect(seen(button)).toMatchObject({ hidden: false, states: ['ready'], done: false, status: '' })
  })

  it('started twice, a button copies once per click', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    withClipboard(writeText)
    const [button] = prerendered('*155#')
    startCopyButtons(document)
    startCopyButtons(document)
    button.click()
    await settle()
    expect(writeText).toHaveBeenCalledTimes(1)
  })
})
