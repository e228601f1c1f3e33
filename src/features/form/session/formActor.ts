// The form's running machine and its snapshots, as the session's parts pass them around.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AuctionFormMachine } from '../../../../machines/auctionForm';

export type FormActor = ActorRefFrom<AuctionFormMachine>;
export type FormSnapshot = SnapshotFrom<AuctionFormMachine>;
