import { GUEST_ID_HEADER } from '../../shared/constants.ts';
import { LAST_EVENT_ID_PARAM, LIVE_EVENTS_PATH } from '../../shared/live-events.ts';

type JsonSchema = Record<string, unknown>;

const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const type = (name: string) => ({ const: name });
const id = { type: 'integer' };
const orderStatus = { enum: ['pending', 'approved', 'shipped', 'delivered', 'cancelled'] };
const timestamp = { type: 'string', format: 'date-time' };

/** The data of each event, as shared/live-events.ts types it. */
const LIVE_EVENT_SCHEMA: JsonSchema = {
  oneOf: [
    object({
      type: type('piece'),
      id,
      status: { enum: ['Available', 'OnHold', 'Pending', 'Sold'] },
      hold_expires_at: { anyOf: [timestamp, { type: 'null' }] },
      held_by_you: { type: 'boolean' },
      listed: { type: 'boolean' },
      edited: { type: 'boolean' },
    }),
    object({ type: type('order'), id, status: orderStatus, placed: { type: 'boolean' } }),
    object({ type: type('my-order'), id, status: orderStatus }),
    object({ type: type('ready'), server_time: timestamp, resumed: { type: 'boolean' } }),
    object({ type: type('reset') }),
  ],
};

const DESCRIPTION = [
  'One Server-Sent Events stream per tab (design.md §8 "Live screens"). Each event is `event: <type>`, `data: <JSON>` and, for',
  '`piece`, `order` and `my-order`, an `id:` to send back as `Last-Event-ID` (or `?last_event_id=`) when reconnecting.',
  'The viewer is read once, when the stream opens: a session (Bearer token or the browser’s cookie), else a',
  `\`${GUEST_ID_HEADER}\`, else nobody. Events:`,
  '\n\n- `ready` first: the server’s clock and whether a resume found the id (`resumed: false`: refetch what the screen shows);',
  '\n- `piece`: a piece’s public state, to everyone — `OnHold` with `hold_expires_at` (Available again at that time, with no',
  'further event), `held_by_you` on the holder’s streams only, `listed: false` when it left the shop, `edited` when its details changed;',
  '\n- `order`: an order placed or its status set, to admins only;',
  '\n- `my-order`: the same, to that order’s buyer only;',
  '\n- `reset`: events may have been lost: refetch.',
  '\n\nA comment every 25 seconds keeps the stream open; a signed-in stream closes at the first after its session ends.',
  'Open streams are capped per address (`LIVE_STREAMS_PER_IP`, 429) and per instance (`LIVE_STREAMS_MAX`, 503), and opens per address and minute (`RATE_LIMIT_STREAM_OPEN_PER_IP`, 429).',
].join(' ');

/** `GET /events` in the OpenAPI document: not a route of the adapter's table, but served beside it (server/http/live-stream.ts). */
export function liveEventsOperation(): { path: string; operation: Record<string, unknown>; schema: JsonSchema } {
  return {
    path: LIVE_EVENTS_PATH.replace(/^\/api/, ''),
    schema: LIVE_EVENT_SCHEMA,
    operation: {
      tags: ['Live'],
      summary: 'The live event stream: what changed, as this viewer may see it',
      description: DESCRIPTION,
      operationId: 'getEvents',
      security: [{}, { bearerAuth: [] }, { guestId: [] }],
      parameters: [
        { name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string' }, description: 'The id of the last event received, to resume after it' },
        { name: LAST_EVENT_ID_PARAM, in: 'query', required: false, schema: { type: 'string' }, description: 'The same, where a header cannot be set' },
      ],
      responses: {
        200: {
          description: 'The stream (`text/event-stream`); each event’s `data` is one of the `LiveEvent` objects',
          content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': { $ref: '#/components/schemas/LiveEvent' } } },
        },
        429: { description: 'Too many streams open from this address: try again after Retry-After seconds', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        503: { description: 'This instance has as many streams open as it takes: try again after Retry-After seconds', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    },
  };
}
