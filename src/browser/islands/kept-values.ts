type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/** The option a select shows by default: the last one marked selected in the markup, or the first. */
function defaultIndex(select: HTMLSelectElement): number {
  const marked = Array.from(select.options).map((option) => option.defaultSelected)
  return Math.max(marked.lastIndexOf(true), 0)
}

/** True when the visitor has changed the field from what the markup gave it. */
function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return field.multiple
      ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
      : field.selectedIndex !== defaultIndex(field)
  if (isToggle(field)) return field.checked !== field.defaultChecked
  return field.value !== field.defaultValue
}

/**
 * Notes what the visitor typed, chose or ticked in an island's fields before it hydrated, and returns what puts
 * it back once it has: hydration sets a controlled field to the value it was prerendered with, so a visitor who
 * typed while the island's code was on its way would lose the text. Putting it back sends the field's `input`
 * and `change` events, as typing does, so the island's state takes the value (docs/islands.md#an-island).
 */
export function keepVisitorValues(root: Element): () => void {
  const kept = Array.from(root.querySelectorAll<Field>('input, select, textarea'))
    .filter(changedByVisitor)
    .map((field) => ({
      field,
      value: field.value,
      checked: isToggle(field) && field.checked,
      selected:
        field instanceof HTMLSelectElement ? Array.from(field.options, (option) => option.selected) : [],
    }))
  return () => {
    for (const { field, value, checked, selected } of kept) {
      if (!field.isConnected) continue
      if (field instanceof HTMLSelectElement)
        selected.forEach((isSelected, index) => {
          const option = field.options[index]
          if (option) option.selected = isSelected
        })
      else if (isToggle(field)) field.checked = checked
      else field.value = value
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
}
