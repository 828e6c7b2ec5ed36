import { type RenderResult, render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../src/i18n';

/** Render inside the app's i18next instance, in the language given. */
export function renderApp(element: ReactElement, lang: 'en' | 'it' = 'en'): RenderResult & { i18n: I18n } {
  const i18n = createI18n(lang);
  const result = render(createElement(I18nextProvider, { i18n }, element));
  return { ...result, i18n };
}

export const h = createElement;
