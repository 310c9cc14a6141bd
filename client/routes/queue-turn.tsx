import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';
import { TurnByLinkView } from '../features/queue/components/turn-by-link-view.tsx';
import { textParam, type SearchParams } from '../lib/search-params.ts';

/** The page the link of "It's your turn" opens (`?token=…`): the turn, taken on whatever device opened it. */
export const Route = createFileRoute('/queue-turn')({
  validateSearch: (params: SearchParams): { token?: string } => ({ token: textParam(params.token, 64) }),
  component: function QueueTurnPage() {
    const { token } = Route.useSearch();
    return (
      <Page title="Your Turn">
        <TurnByLinkView token={token ?? ''} />
      </Page>
    );
  },
});
