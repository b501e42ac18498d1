import { can } from '../accounts/domain/permissions.ts';
import { downloadFileSchema, pdfContentType } from '../contracts/files.ts';
import { orderReceiptInputSchema } from '../contracts/orders.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { orderReceipt, orderReceiptFileName } from './order-receipt.ts';

/**
 * `accounts/accountorderhistory/{orderId}/receipt`: an order's receipt as a PDF in the language
 * asked for (issue 32), for the member who bought it, or for the back office (`orders.read`:
 * administrators, salesmen), who read anybody's orders already. Someone else's order answers as an
 * unknown one does, so that an order's existence is not told to who may not read it.
 */
export const downloadOrderReceipt = defineUseCase({
  name: 'orders.receipt',
  summary: 'The receipt of one of your orders as a PDF (the back office: anybody’s)',
  access: ['settings.own', 'orders.read'],
  input: orderReceiptInputSchema,
  output: downloadFileSchema,
  errors: ['recordNotFound'],
  download: { contentTypes: [pdfContentType] },
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const found = await ctx.repositories.orders.findWithPayment(input.orderId);
    const order = found?.order;
    if (!order || (order.accountId !== actor.accountId && !can(actor.role, 'orders.read')))
      throw new DomainError('recordNotFound');
    const bytes = await ctx.pdfDocuments.receipt(orderReceipt(order, input.language, ctx.clock.now()));
    return {
      fileName: orderReceiptFileName(order.orderNumber, input.language),
      contentType: pdfContentType,
      bytes,
    };
  },
});
