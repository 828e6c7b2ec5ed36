/** Provincial Information Charts: annual levies (RRR 10.11) by scenario and province. */
export type Levy = { inf: number; cav: number; contingent: string; onlyIfCity?: string };

export const SCENARIO_LEVIES: Readonly<Record<string, Readonly<Record<string, Levy>>>> = {
  // R8c "Folgore" ([a]: Campania only if the Carthaginian holds Capua; [b]/[c] Liguria per province).
  hannibal: {
    Campania: { inf: 4, cav: 0, contingent: 'Italian', onlyIfCity: 'Capua' },
    NorthernEtruria: { inf: 2, cav: 0, contingent: 'Italian' },
    SouthernEtruria: { inf: 2, cav: 0, contingent: 'Italian' },
    Umbria: { inf: 1, cav: 0, contingent: 'Italian' },
    Picenum: { inf: 1, cav: 0, contingent: 'Italian' },
    Sabinus: { inf: 2, cav: 0, contingent: 'Italian' },
    Samnium: { inf: 4, cav: 1, contingent: 'Italian' },
    Apulia: { inf: 2, cav: 0, contingent: 'Italian' },
    Lucania: { inf: 1, cav: 0, contingent: 'Italian' },
    Bruttium: { inf: 15, cav: 1, contingent: 'Italian' },
    Calabria: { inf: 2, cav: 0, contingent: 'Italian' },
    LiguriaTaurini: { inf: 4, cav: 0, contingent: 'Ligurian' },
    LiguriaFriniates: { inf: 3, cav: 0, contingent: 'Ligurian' },
  },
};
