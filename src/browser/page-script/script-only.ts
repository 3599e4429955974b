import { SCRIPT_ONLY_ATTR } from '../../shared/components/script-only'

/** Shows the controls prerendered hidden because they need JavaScript (src/shared/components/script-only.ts). */
export function revealScriptOnly(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${SCRIPT_ONLY_ATTR}][hidden]`))
    element.hidden = false
}
