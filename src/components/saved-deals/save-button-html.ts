/**
 * The save control (a heart) of cards, product pages and search results. Pure markup, so the server and
 * the search page print the same button; save-buttons.ts wires every one of them.
 * It starts hidden: without the script it could do nothing. Cards carry no button, only their id and
 * price: the page script adds one from a single template per page (CARD_SAVE_TEMPLATE), which keeps
 * 48 copies of the same button out of every listing page.
 */
import { escapeHtml } from '../../lib/html.ts';
import { iconHtml } from '../../lib/icons.ts';

/** What a save button needs: its accessible name, and the price and title to remember. */
export interface SaveView {
  label: string;
  /** What a button with its text shown says while its deal is saved ("Salva"). */
  pressedLabel?: string;
  price: number;
  title: string;
}

const HEART = iconHtml('heart', 22);

/** The `<template>` attribute the card buttons are cloned from. */
export const CARD_SAVE_TEMPLATE = 'data-card-save';

/** The button; `withText` shows the label beside the heart (product page), otherwise it is the accessible name. */
export function saveButtonHtml(id: string, save: SaveView, withText = false): string {
  // Both texts are printed and CSS shows the one of the pressed state (save.css): no script writes text.
  const pressed = save.pressedLabel ? `<span class="save__on">${escapeHtml(save.pressedLabel)}</span>` : '';
  const name = withText ? `<span class="save__off">${escapeHtml(save.label)}</span>${pressed}` : '';
  const label = withText ? '' : ` aria-label="${escapeHtml(save.label)}"`;
  const kind = withText ? 'save save--text' : 'save';
  return `<button type="button" class="${kind}" data-save="${escapeHtml(id)}" data-price="${save.price}" data-title="${escapeHtml(save.title)}" aria-pressed="false"${label} hidden>${HEART}${name}</button>`;
}

/** The page's one card save button, named `label`; the script fills in each card's id, price and title. */
export function cardSaveTemplateHtml(label: string): string {
  return `<template ${CARD_SAVE_TEMPLATE}><button type="button" class="save" aria-pressed="false" aria-label="${escapeHtml(label)}">${HEART}</button></template>`;
}
