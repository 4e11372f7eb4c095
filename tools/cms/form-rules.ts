/**
 * The rules the form checks field by field as the editor types, in Portuguese. Each reads the same
 * source as `content:check`: the number rule (src/content/numbers.ts), the schema's own field validators
 * and limits, the stores' hosts (src/config/merchants.ts) and the stores' day (src/content/expiry.ts).
 * Rules across fields (a link on the chosen store's hosts, list price above price) run on save through
 * `content:check`'s own code (./save-check.ts).
 */
import { decimalProblem, readDecimal } from '../../src/content/numbers.ts';
import { httpsUrl } from '../../src/content/schema.ts';
import { merchants, hostBelongsTo } from '../../src/config/merchants.ts';
import { storeDay } from '../../src/content/expiry.ts';
import { daysFrom, isoDate } from '../../src/content/days.ts';

export type DecimalRule = { kind: 'price' | 'rating'; min?: number | undefined; max?: number | undefined; decimals?: number | undefined };

const shown = (n: number) => String(n).replace('.', ',');

/** Why a typed price or rating cannot be saved; undefined when the rule reads it and it is within limits. */
export function decimalRuleProblem(text: string, rule: DecimalRule): string | undefined {
  const reading = readDecimal(text);
  if (!reading.ok) return decimalProblem(text, reading, rule.kind);
  const { value } = reading;
  const scale = 10 ** (rule.decimals ?? 6);
  if (Math.abs(Math.round(value * scale) - value * scale) > 1e-6) return `"${text.trim()}" tem mais de ${rule.decimals} casas decimais.`;
  if (rule.min !== undefined && value < rule.min) return `${shown(value)} é menor que ${shown(rule.min)}.`;
  if (rule.max !== undefined && value > rule.max)
    return rule.kind === 'rating'
      ? `${shown(value)} é maior que ${shown(rule.max)}: a nota vai de 0 a ${rule.max}.`
      : `${shown(value)} passa do limite de ${rule.max.toLocaleString('pt-BR')}: confira os dígitos.`;
  return undefined;
}

/** Every store's link hosts: a link elsewhere is refused before the save says which store it should match. */
const linkHosts = merchants.flatMap((m) => m.hosts);

/** Why an affiliate link cannot be saved: not https (the schema's rule), or on no partner store's host. */
export function linkProblem(text: string): string | undefined {
  const value = text.trim();
  if (!URL.canParse(value)) return `"${value}" não é um endereço: cole o link completo da loja, começando com https://`;
  if (!httpsUrl.safeParse(value).success) {
    const fixed = value.replace(/^http:/i, 'https:');
    return `O link precisa começar com https:// (conexão segura)${fixed !== value ? `: use ${fixed}` : ''}.`;
  }
  const host = new URL(value).hostname;
  if (!merchants.some((m) => hostBelongsTo(host, m)))
    return `${host} não é o endereço de nenhuma loja parceira (${linkHosts.join(', ')}): confira o link, ou cadastre a loja em src/config/merchants.ts.`;
  return undefined;
}

/**
 * Why an end date cannot be saved: a date typed before today (on the stores' clock, Brasília) would
 * publish a deal already over. A past date the file already held (an ended deal being edited) stays.
 */
export function endDateProblem(text: string, read: string | undefined, now = new Date()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) return `"${text}" não é uma data: use o calendário (dia/mês/ano).`;
  if (text === read) return undefined;
  const today = storeDay(now);
  if (daysFrom(today, new Date(`${text}T00:00:00Z`)) < 0)
    return `${text.split('-').reverse().join('/')} já passou (hoje é ${isoDate(today).split('-').reverse().join('/')}): a oferta apareceria como encerrada. Escolha hoje ou uma data futura, ou deixe em branco.`;
  return undefined;
}
