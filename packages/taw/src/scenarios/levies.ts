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
  // R8b "The Eagle Has Landed": only Pyrrhus recruits from the provinces (S3.4); "Etruria" split between the
  // two Etrurias; Eastern Sicily the sum of its cities' levies (Syracuse 6/1, Leontini, Tauromenium, Enna).
  pyrrhus: {
    Campania: { inf: 9, cav: 2, contingent: 'Italian' },
    NorthernEtruria: { inf: 6, cav: 1, contingent: 'Italian' },
    SouthernEtruria: { inf: 6, cav: 0, contingent: 'Italian' },
    Umbria: { inf: 5, cav: 1, contingent: 'Italian' },
    Picenum: { inf: 2, cav: 0, contingent: 'Italian' },
    Sabinus: { inf: 10, cav: 0, contingent: 'Italian' },
    Samnium: { inf: 14, cav: 2, contingent: 'Samnite' },
    Apulia: { inf: 7, cav: 2, contingent: 'Italian' },
    Lucania: { inf: 6, cav: 1, contingent: 'Italian' },
    Bruttium: { inf: 3, cav: 1, contingent: 'Italian' },
    Calabria: { inf: 15, cav: 1, contingent: 'Tarentine' },
    SiciliaOrientale: { inf: 10, cav: 1, contingent: 'Greek' },
  },
};
