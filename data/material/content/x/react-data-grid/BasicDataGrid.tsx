import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  botanicalName: string;
  potSize: number;
  stock: number;
  price: number;
}

const rows: Plant[] = [
  { id: 1, name: 'Swiss cheese plant', botanicalName: 'Monstera deliciosa', potSize: 21, stock: 14, price: 34.5 },
  { id: 2, name: 'Snake plant', botanicalName: 'Dracaena trifasciata', potSize: 17, stock: 32, price: 19.9 },
  { id: 3, name: 'Fiddle-leaf fig', botanicalName: 'Ficus lyrata', potSize: 24, stock: 6, price: 49 },
  { id: 4, name: 'Peace lily', botanicalName: 'Spathiphyllum wallisii', potSize: 14, stock: 27, price: 16.5 },
  { id: 5, name: 'Zanzibar gem', botanicalName: 'Zamioculcas zamiifolia', potSize: 17, stock: 19, price: 24 },
  { id: 6, name: 'String of pearls', botanicalName: 'Curio rowleyanus', potSize: 12, stock: 11, price: 12.9 },
  { id: 7, name: 'Chinese money plant', botanicalName: 'Pilea peperomioides', potSize: 12, stock: 40, price: 9.5 },
  { id: 8, name: 'Bird of paradise', botanicalName: 'Strelitzia nicolai', potSize: 27, stock: 4, price: 79 },
  { id: 9, name: 'Boston fern', botanicalName: 'Nephrolepis exaltata', potSize: 19, stock: 22, price: 18 },
  { id: 10, name: 'Rubber plant', botanicalName: 'Ficus elastica', potSize: 21, stock: 9, price: 29.9 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 160 },
  { field: 'botanicalName', headerName: 'Botanical name', flex: 1, minWidth: 190 },
  { field: 'potSize', headerName: 'Pot (cm)', type: 'number', width: 100 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

export default function BasicDataGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid aria-label="Plant nursery stock" rows={rows} columns={columns} />
    </Box>
  );
}
