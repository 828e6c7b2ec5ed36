import type { Language } from '@polemarch/kernel';
import { gbohEn } from './messages.en';
import { gbohIt } from './messages.it';

// Copies: the derived lines below are added to these, not to the files' objects.
const en: Record<string, string> = { ...gbohEn };
const it: Record<string, string> = { ...gbohIt };

// The engine's own English words for causes and reasons (`text.<words>`) read as themselves in English.
for (const k of Object.keys(it)) if (k.startsWith('text.') && en[k] === undefined) en[k] = k.slice('text.'.length);
for (const k of Object.keys(it)) if (k.startsWith('chart.') && en[k] === undefined) en[k] = k.slice('chart.'.length);

/**
 * The GBoH adapter's own words (namespace `sys-gboh`): action labels, decision kinds, counter and
 * leader descriptions, the panel. Terms follow the rulebook's glossary (rules.md, "Terms"): Rout
 * Points / Punti Rotta, Orderly Withdrawal / Ritirata Ordinata, Trump / Scavalcamento... One file per
 * language (messages.en.ts, messages.it.ts).
 */
export const gbohResources: Record<Language, Record<string, string>> = { en, it };
