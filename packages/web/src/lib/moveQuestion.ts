// Ask first before seated students change room or seat (issue 31, the contract's x-inferred confirmMove): a save or
// import that would move them is answered with code -3 and a question listing who moves from which seat to which;
// confirmed, the same request goes again with confirmMove, otherwise nothing is sent and nothing changes.
import { ApiError, resultText } from '@exam/sdk';
import { confirmThen } from './confirm';

/** The server's code for a change that waits for the user's confirmation. */
export const MOVE_ASKED = -3;
export const MOVE_TITLE = '调整座位';

/** The user kept the seats as they were: an abort (no error to show; what was typed stays). */
export class MoveDeclined extends Error {
  override name = 'AbortError';
  constructor() {
    super('已取消');
  }
}

const ask = (message: string) => new Promise<boolean>((resolve) => confirmThen({ title: MOVE_TITLE, message, onConfirm: () => resolve(true), onCancel: () => resolve(false) }));

/** Sends without confirmMove; when the server asks, asks the user and sends again with it (or throws MoveDeclined). */
export async function askingBeforeMoves<T>(send: (confirmMove: boolean) => Promise<T>): Promise<T> {
  try {
    return await send(false);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === MOVE_ASKED)) throw error;
    if (!(await ask(resultText(error.result)))) throw new MoveDeclined();
    return send(true);
  }
}
