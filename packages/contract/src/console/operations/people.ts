import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { idParams } from '../../params';
import { peopleList, peopleListQuery, person, roleChangeBody } from '../people';
import {
  personDetail,
  walletAdjustmentBody,
  walletCredit,
  walletCreditList,
  walletList,
  walletListQuery,
} from '../wallet';

/** The operations of apps/api/src/modules/console/people, each declared once: the API registers them, the clients call them. */
export const consolePeopleOperations = declareOperations({
  people: {
    method: 'GET',
    path: '/admin/v1/people',
    access: 'console-ops',
    tags: ['console'],
    summary: 'People by id, mobile, email or name, and by role',
    query: peopleListQuery,
    replies: { 200: successEnvelope(peopleList) },
    errors: ['RATE_LIMITED'],
  },
  changeRole: {
    method: 'PUT',
    path: '/admin/v1/people/:id/role',
    access: 'console-admin',
    tags: ['console'],
    summary: "Grants or takes back a role (admins only, never one's own)",
    params: idParams,
    body: roleChangeBody,
    replies: { 200: successEnvelope(person) },
    errors: ['NOT_FOUND'],
  },
  person: {
    method: 'GET',
    path: '/admin/v1/people/:id',
    access: 'console-ops',
    tags: ['console'],
    summary: 'One person, with their wallet balance and order count',
    params: idParams,
    replies: { 200: successEnvelope(personDetail) },
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  wallet: {
    method: 'GET',
    path: '/admin/v1/people/:id/wallet',
    access: 'console-ops',
    tags: ['console'],
    summary: "A customer's wallet ledger, newest first, with the balance after each row",
    params: idParams,
    query: walletListQuery,
    replies: { 200: successEnvelope(walletList) },
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  adjustWallet: {
    method: 'POST',
    path: '/admin/v1/people/:id/wallet',
    access: 'console-ops',
    tags: ['console'],
    summary:
      "Credits or debits a customer's wallet with a reason (never below zero); a credit above the operator's cap waits for an admin (202)",
    params: idParams,
    body: walletAdjustmentBody,
    replies: { 200: successEnvelope(personDetail), 202: successEnvelope(walletCredit) },
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'WALLET_CREDIT_REFUSED'],
  },
  walletCredits: {
    method: 'GET',
    path: '/admin/v1/wallet-credits',
    access: 'console-ops',
    tags: ['console'],
    summary: "Wallet credits above an operator's cap, waiting for an admin, oldest first",
    replies: { 200: successEnvelope(walletCreditList) },
    errors: ['RATE_LIMITED'],
  },
  approveWalletCredit: {
    method: 'POST',
    path: '/admin/v1/wallet-credits/:id/approve',
    access: 'console-admin',
    tags: ['console'],
    summary: 'An admin other than the one who asked approves a pending wallet credit (admins)',
    params: idParams,
    replies: { 200: successEnvelope(walletCredit) },
    errors: ['CREDIT_ALREADY_DECIDED', 'FOUR_EYES_REQUIRED', 'NOT_FOUND'],
  },
  declineWalletCredit: {
    method: 'POST',
    path: '/admin/v1/wallet-credits/:id/decline',
    access: 'console-admin',
    tags: ['console'],
    summary: 'An admin other than the one who asked declines a pending wallet credit (admins)',
    params: idParams,
    replies: { 200: successEnvelope(walletCredit) },
    errors: ['CREDIT_ALREADY_DECIDED', 'FOUR_EYES_REQUIRED', 'NOT_FOUND'],
  },
});
