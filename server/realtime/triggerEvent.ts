// One event as the Pusher HTTP API accepts it, with Pusher's limits. The embedded broker's trigger routes and the
// in-process publisher both check it here, so an event that Pusher, Soketi or Reverb would refuse is refused the
// same way by the embedded broker, and a payload that outgrows the limit shows up before a switch of broker.
import { CHANNEL_NAME, SOCKET_ID } from './pusherSignatures';

/** Pusher's limits: 10 KB of data per event, 100 channels per event. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_EVENT_NAME = 200;

export type TriggerEvent = { name: string; data: string; channels: string[]; socketId?: string };
export type ParsedEvent = { ok: true; event: TriggerEvent } | { ok: false; status: 400 | 413; error: string };

/** A trigger body (`name`, `data` as a string, `channels` or `channel`, optional `socket_id`), checked. */
export function parseTriggerEvent(input: unknown): ParsedEvent {
  if (typeof input !== 'object' || input === null)
    return { ok: false, status: 400, error: 'An event must be an object' };
  const body = input as Record<string, unknown>;
  const { name, data } = body;
  const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel]);
  if (typeof name !== 'string' || name === '' || name.length > MAX_EVENT_NAME)
    return { ok: false, status: 400, error: 'Invalid event name' };
  if (typeof data !== 'string') return { ok: false, status: 400, error: 'data must be a string' };
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES)
    return { ok: false, status: 413, error: 'Event data is over 10 KB' };
  if (!Array.isArray(channels) || channels.length === 0 || channels.length > MAX_CHANNELS_PER_EVENT) {
    return { ok: false, status: 400, error: 'channels must list 1 to 100 channels' };
  }
  if (!channels.every((c): c is string => typeof c === 'string' && CHANNEL_NAME.test(c)))
    return { ok: false, status: 400, error: 'Invalid channel name' };
  const socketId = body.socket_id;
  if (socketId !== undefined && (typeof socketId !== 'string' || !SOCKET_ID.test(socketId)))
    return { ok: false, status: 400, error: 'Invalid socket_id' };
  return { ok: true, event: { name, data, channels, socketId } };
}
