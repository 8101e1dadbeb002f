import { describe, expect, it } from 'vitest';
import { bandOf, gridWidth, seatsInBand } from './seatGrid';

describe('the seat grid', () => {
  it('is 15 columns of 80 with gaps of 15', () => {
    expect(gridWidth(30)).toBe(15 * 80 + 14 * 15);
    expect(gridWidth(4)).toBe(4 * 80 + 3 * 15);
  });

  it('finds the seats a band touches, not those whose gap it only reaches', () => {
    // Seat 1 is x 0–80, y 0–36; seat 2 starts at 95; seat 16 (row 2) at y 51.
    expect(seatsInBand(30, bandOf(10, 10, 20, 20))).toEqual([1]);
    expect(seatsInBand(30, bandOf(10, 10, 100, 60))).toEqual([1, 2, 16, 17]);
    expect(seatsInBand(30, bandOf(85, 40, 90, 45))).toEqual([]);
    // Beyond the capacity nothing is found.
    expect(seatsInBand(20, bandOf(0, 0, 2000, 2000)).length).toBe(20);
    expect(seatsInBand(30, bandOf(-50, -50, -10, -10))).toEqual([]);
  });
});
