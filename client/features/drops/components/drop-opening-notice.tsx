import { Alert, Text } from '@mantine/core';
import type { PublicDropOutput } from '../../../../shared/schemas/drops.ts';
import { momentText } from '../../../../shared/moment-text.ts';

type Opening = NonNullable<PublicDropOutput['opening']>;

/**
 * Who may take the drop's pieces in its first minutes (decision 025), said before anyone presses
 * "hold": a guest then signs up and confirms their e-mail before the drop opens, not after it has gone.
 */
export function DropOpeningNotice({ opening }: { opening: Opening }) {
  const pieces = opening.pieces_per_buyer === 1 ? 'one piece' : `${opening.pieces_per_buyer} pieces`;
  return (
    <Alert color="blue" title="Fair drop: confirmed accounts first">
      <Text size="sm">
        For its first {opening.minutes} minutes, until {momentText(opening.ends_at)}, this drop is for signed-in shoppers who confirmed their
        e-mail, {pieces} each. Sign up and open the link we mail you before it starts.
      </Text>
    </Alert>
  );
}
