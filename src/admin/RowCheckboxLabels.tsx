import { useEffect } from 'react';

/** Moves each row selection box's name from its outer element onto its checkbox input. */
function nameTheInputs() {
  for (const box of document.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
    box.querySelector('input')?.setAttribute('aria-label', box.getAttribute('aria-label')!);
    box.removeAttribute('aria-label');
  }
}

/**
 * react-admin 5 names a list row's selection box ("Select this row") on the box's outer element, where the name is
 * not allowed and screen readers do not find it (its "select all" box is named on the input, as it should be). Lists
 * with bulk actions (goods, reviews, feedback) would leave every row's box unnamed; this names the inputs instead.
 */
export function RowCheckboxLabels() {
  useEffect(() => {
    nameTheInputs();
    const observer = new MutationObserver(nameTheInputs);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
  return null;
}
