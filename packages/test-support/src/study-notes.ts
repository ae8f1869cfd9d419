/** Short notes on cell biology (mitochondria, photosynthesis, cell division) that tutor tests upload and ask about. */
export const CELL_BIOLOGY_NOTES = `# Cell Biology

## Mitochondria
The mitochondrion is the organelle that produces most of the cell's supply of ATP through cellular respiration. Muscle cells, for example, contain thousands of mitochondria. Mitochondria have their own DNA.

## Photosynthesis
Photosynthesis converts light energy into chemical energy stored in glucose. Chlorophyll absorbs light most strongly in the blue and red wavelengths. The Calvin cycle fixes carbon dioxide into sugar.

## Cell division
Mitosis produces two genetically identical daughter cells. Meiosis produces four haploid gametes. Walther Flemming described mitosis in 1882.`;
