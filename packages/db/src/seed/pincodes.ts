import type { pincodes } from '../schema';
import { BENGALURU, DELHI, HYDERABAD, MUMBAI, PUNE, regionId } from './cities';

type PincodeRow = typeof pincodes.$inferInsert;

// [pincode, region slug, additional delivery charge in rupees (-1: not serviceable)]
type Entry = [string, string, number];

const BY_CITY: Record<number, Entry[]> = {
  [DELHI]: [
    ['110017', 'south-delhi', 0], // Malviya Nagar, Saket
    ['110048', 'south-delhi', 0], // Greater Kailash
    ['110016', 'south-delhi', 0], // Hauz Khas, Green Park
    ['110024', 'south-delhi', 0], // Lajpat Nagar, Defence Colony
    ['110019', 'south-delhi', 0], // Kalkaji
    ['110070', 'south-delhi', 99], // Vasant Kunj
    ['110027', 'west-delhi', 0], // Rajouri Garden
    ['110026', 'west-delhi', 0], // Punjabi Bagh
    ['110058', 'west-delhi', 0], // Janakpuri
    ['110075', 'west-delhi', 149], // Dwarka
    ['110007', 'north-delhi', 0], // Kamla Nagar
    ['110034', 'north-delhi', 0], // Pitampura
    ['110085', 'north-delhi', 99], // Rohini
    ['110092', 'east-delhi', 0], // Preet Vihar
    ['110091', 'east-delhi', 0], // Mayur Vihar
    ['110001', 'central-delhi', 0], // Connaught Place
    ['110005', 'central-delhi', 0], // Karol Bagh
    ['201301', 'noida', 0], // Sectors 1 to 50
    ['201303', 'noida', 0], // Sectors 37 to 52
    ['201304', 'noida', 0], // Sectors 62 to 70
    ['201305', 'noida', 99], // Sector 93, Expressway
    ['201310', 'noida', -1], // Greater Noida, not served yet
    ['122001', 'gurgaon', 0], // Old Gurgaon
    ['122002', 'gurgaon', 0], // DLF Phase 1 to 3
    ['122009', 'gurgaon', 0], // Sushant Lok
    ['122018', 'gurgaon', 99], // Sohna Road
    ['122102', 'gurgaon', 199], // Manesar side
    ['201002', 'ghaziabad', 149], // Raj Nagar
    ['201014', 'ghaziabad', 149], // Indirapuram
    ['121001', 'faridabad', 199], // Faridabad
  ],
  [MUMBAI]: [
    ['400001', 'south-mumbai', 0], // Fort
    ['400005', 'south-mumbai', 0], // Colaba
    ['400020', 'south-mumbai', 0], // Churchgate
    ['400026', 'south-mumbai', 0], // Breach Candy
    ['400050', 'bandra', 0], // Bandra West
    ['400051', 'bandra', 0], // Bandra East
    ['400053', 'andheri', 0], // Andheri West
    ['400058', 'andheri', 0], // Andheri West
    ['400069', 'andheri', 0], // Andheri East
    ['400049', 'juhu', 0], // Juhu
    ['400054', 'juhu', 0], // Santacruz West
    ['400076', 'powai', 99], // Powai
    ['400601', 'thane', 149], // Thane West
    ['400602', 'thane', 149], // Thane
    ['400703', 'navi-mumbai', 199], // Vashi
    ['400706', 'navi-mumbai', 199], // Nerul
    ['400614', 'navi-mumbai', -1], // CBD Belapur, not served yet
  ],
  [BENGALURU]: [
    ['560038', 'indiranagar', 0], // Indiranagar
    ['560008', 'indiranagar', 0], // HAL 2nd Stage
    ['560034', 'koramangala', 0], // Koramangala
    ['560095', 'koramangala', 0], // Koramangala 6th Block
    ['560066', 'whitefield', 99], // Whitefield
    ['560048', 'whitefield', 99], // Mahadevapura
    ['560102', 'hsr-layout', 0], // HSR Layout
    ['560103', 'hsr-layout', 0], // Bellandur
    ['560011', 'jayanagar', 0], // Jayanagar
    ['560041', 'jayanagar', 0], // Jayanagar East
    ['560001', 'mg-road', 0], // MG Road
    ['560025', 'mg-road', 0], // Richmond Town
    ['560024', 'hebbal', 0], // Hebbal
    ['560092', 'hebbal', 149], // Sahakar Nagar
    ['560064', 'hebbal', -1], // Yelahanka, not served yet
  ],
  [HYDERABAD]: [
    ['500034', 'banjara-hills', 0], // Banjara Hills
    ['500082', 'banjara-hills', 0], // Somajiguda
    ['500033', 'jubilee-hills', 0], // Jubilee Hills
    ['500096', 'jubilee-hills', 0], // Film Nagar
    ['500032', 'gachibowli', 0], // Gachibowli
    ['500046', 'gachibowli', 99], // University of Hyderabad
    ['500081', 'hitec-city', 0], // Madhapur, HITEC City
    ['500084', 'kondapur', 0], // Kondapur
    ['500019', 'kondapur', 149], // Lingampally
    ['500003', 'secunderabad', 0], // Secunderabad
    ['500026', 'secunderabad', 0], // Marredpally
    ['500016', 'secunderabad', 0], // Begumpet
    ['500072', 'kondapur', 99], // Kukatpally
    ['500029', 'banjara-hills', 0], // Himayatnagar
    ['500050', 'gachibowli', -1], // Chandanagar, not served yet
  ],
  [PUNE]: [
    ['411001', 'koregaon-park', 0], // Camp, Koregaon Park
    ['411036', 'koregaon-park', 0], // Mundhwa
    ['411006', 'kalyani-nagar', 0], // Yerwada, Kalyani Nagar
    ['411014', 'viman-nagar', 0], // Viman Nagar
    ['411032', 'viman-nagar', 99], // Lohegaon
    ['411045', 'baner', 0], // Baner
    ['411007', 'baner', 0], // Aundh
    ['411021', 'baner', 99], // Bavdhan
    ['411057', 'hinjewadi', 149], // Hinjewadi
    ['411038', 'kothrud', 0], // Kothrud
    ['411004', 'kothrud', 0], // Deccan Gymkhana
    ['411013', 'hadapsar', 0], // Hadapsar
    ['411028', 'hadapsar', 99], // Magarpatta
    ['411048', 'hadapsar', 199], // Kondhwa
    ['412115', 'hinjewadi', -1], // Maan, not served yet
  ],
};

export const PINCODES: PincodeRow[] = Object.entries(BY_CITY).flatMap(([city, entries]) =>
  entries.map(([pincode, region, charge]) => ({
    pincode,
    cityId: Number(city),
    regionId: regionId(Number(city), region),
    additionalDeliveryCharge: charge,
  })),
);
