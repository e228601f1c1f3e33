// Stands in for server/db/recordings in the replay CLI's tests.
export async function loadRecording(rfqId: number): Promise<unknown> {
  return { rfqId };
}
