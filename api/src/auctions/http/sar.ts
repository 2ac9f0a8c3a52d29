/** The API speaks SAR with at most two decimals; events and read models hold integer halalas. */
import { IsNumber, IsPositive, Max } from 'class-validator';
import { MAX_AMOUNT } from '../domain/auction.money.js';

export const toHalalas = (sar: number): number => Math.round(sar * 100);
export const toSar = (halalas: number): number => halalas / 100;
export const toSarOrNull = (halalas: number | null): number | null => (halalas === null ? null : toSar(halalas));

/** A positive SAR amount with at most two decimals, within the engine's bound. */
export const IsSarAmount = (): PropertyDecorator => (target, key) => {
  IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })(target, key);
  IsPositive()(target, key);
  Max(toSar(MAX_AMOUNT))(target, key);
};
