/** The API speaks SAR with at most two decimals; events and read models hold integer halalas. */
import { IsPositive, Max } from 'class-validator';
import { MAX_AMOUNT } from '../domain/auction.money.js';
import { IsDecimalNumber } from '../../platform/errors/number-rules.js';

export const toHalalas = (sar: number): number => Math.round(sar * 100);
export const toSar = (halalas: number): number => halalas / 100;
export const toSarOrNull = (halalas: number | null): number | null => (halalas === null ? null : toSar(halalas));

/** A positive SAR amount with at most two decimals, within the engine's bound. */
export const IsSarAmount = (): PropertyDecorator => (target, key) => {
  IsDecimalNumber(2)(target, key);
  IsPositive()(target, key);
  Max(toSar(MAX_AMOUNT))(target, key);
};
