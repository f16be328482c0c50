import type { KeywordMessage, KeywordMessageButton } from '@backoffice/contract';
import {
  missingButtons,
  msg,
  type createKeywordMessageSchema,
  type updateKeywordMessageSchema,
} from '@backoffice/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, validationError } from '../../platform/errors.js';
import { RecordService } from '../../platform/db/records.js';
import { findKeywordMessage } from './repo.js';

type CreateInput = z.output<typeof createKeywordMessageSchema>;
type UpdateInput = z.output<typeof updateKeywordMessageSchema>;

/** A Text message carries no buttons, whatever was sent with it. */
function storedButtons(messageType: string, buttons: KeywordMessageButton[]): string {
  return JSON.stringify(messageType === 'Button' ? buttons : []);
}

const keywordTaken = () => new AppError('KEYWORD_MESSAGE_ALREADY_EXISTS', { field: 'keyword' });

/** Keyword Message: the bot's reply when a search hits the keyword; one live message per keyword, whatever its case. */
export class KeywordMessageService extends RecordService<'keyword_messages', KeywordMessage> {
  constructor(context: AppContext) {
    super(context.db, {
      table: 'keyword_messages',
      entity: 'keyword_message',
      find: findKeywordMessage,
      snapshot: (message) => ({
        keyword: message.keyword,
        message_type: message.message_type,
        content: message.content,
        buttons: message.buttons,
        status: message.status,
      }),
      // The unique index on lower(keyword) among live rows catches a race between the check and the write.
      unique: { column: 'keyword', index: 'keyword_messages', refusal: keywordTaken },
    });
  }

  async create(input: CreateInput, actor: Actor): Promise<KeywordMessage> {
    return this.write(async (trx) => {
      await this.assertUnique(trx, input.keyword);
      const { keyword, message_type, content, buttons, status } = input;
      return this.insert(
        trx,
        { keyword, message_type, content, buttons: storedButtons(message_type, buttons), status },
        actor,
      );
    });
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<KeywordMessage> {
    return this.write(async (trx) => {
      const before = await this.load(trx, id);
      const messageType = input.message_type ?? before.message_type;
      const buttons = input.buttons ?? before.buttons;
      // The button rule holds for the message as it will be, not only for the fields sent.
      if (missingButtons(messageType, buttons))
        throw validationError([{ field: 'buttons', code: msg('buttons_required') }]);
      if (input.keyword !== undefined && input.keyword.toLowerCase() !== before.keyword.toLowerCase()) {
        await this.assertUnique(trx, input.keyword, id);
      }
      const { keyword, content, status } = input;
      return this.change(
        trx,
        id,
        before,
        { keyword, content, status, message_type: messageType, buttons: storedButtons(messageType, buttons) },
        actor,
      );
    });
  }
}
