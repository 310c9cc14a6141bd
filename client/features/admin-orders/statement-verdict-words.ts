import { formatPeso, pesosToCentavos } from '../../../shared/money.ts';
import { momentText } from '../../../shared/moment-text.ts';
import type { StatementMatchOutput, StatementVerdict } from '../../../shared/schemas/payment-statements.ts';

/** `badge`: the verdict in a word or two, for the order list's row. */
export type VerdictWords = { title: string; badge: string; color: 'green' | 'red' | 'orange' | 'gray'; text: string };

type Line = NonNullable<StatementMatchOutput['statement_line']>;

const lineText = (line: Line) =>
  `${formatPeso(line.amount_centavos)} arrived ${momentText(line.at)}${line.reference ? `, Ref No. ${line.reference}` : ''} (line ${line.line} of the statement)`;

/**
 * What a statement's verdict tells the owner (docs/product/payment-codes.md "Statement check"): the
 * title says what to do, the text the line it rests on. `totalAmount` is the order's, in pesos.
 */
export function statementVerdictWords(match: StatementMatchOutput, totalAmount: number): VerdictWords {
  const line = match.statement_line;
  const words: Record<StatementVerdict, () => VerdictWords> = {
    paid: () => ({ title: 'Paid: in your statement', badge: 'Paid', color: 'green', text: line ? `${lineText(line)}.` : '' }),
    'amount-differs': () => ({
      title: 'Amount differs',
      badge: 'Amount differs',
      color: 'red',
      text: line
        ? `Its reference no. is in your statement with ${formatPeso(line.amount_centavos)}; the order's total is ${formatPeso(pesosToCentavos(totalAmount))}. ${lineText(line)}.`
        : '',
    }),
    'paid-after-hold': () => ({
      title: 'Paid after the hold lapsed',
      badge: 'Paid late',
      color: 'orange',
      text: line ? `${lineText(line)}, after the order stopped being payable. Its pieces may be gone: you decide.` : '',
    }),
    'no-such-reference': () => ({
      title: 'Not in your statement',
      badge: 'Not in statement',
      color: 'red',
      text: 'Your statement covers its time, and has neither its reference no. nor its amount.',
    }),
    'not-in-statement': () => ({
      title: 'Not yet in a statement',
      badge: 'Not yet in statement',
      color: 'gray',
      text: 'No statement checked so far reaches its time: check a newer one.',
    }),
  };
  return words[match.verdict]();
}
