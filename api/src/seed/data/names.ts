import type { SupportedCountry } from './regions';

/** First names by country and gender: common, plausible, fictional people. */
export const FIRST_NAMES: Record<SupportedCountry, { female: readonly string[]; male: readonly string[] }> = {
  NL: {
    female: ['Anouk', 'Sanne', 'Lotte', 'Fleur', 'Eva', 'Iris', 'Femke', 'Lisa', 'Marloes', 'Ilse', 'Noor', 'Esther'],
    male: ['Daan', 'Bram', 'Sem', 'Thijs', 'Jeroen', 'Ruben', 'Niels', 'Joost', 'Bas', 'Koen', 'Wouter', 'Sander'],
  },
  BE: {
    female: ['Elise', 'Marie', 'Louise', 'Charlotte', 'Lien', 'Amélie', 'Hanne', 'Justine', 'Nathalie', 'Sofie'],
    male: ['Arne', 'Wout', 'Mathieu', 'Pieter', 'Lucas', 'Thomas', 'Jens', 'Maxime', 'Tom', 'Kobe'],
  },
  DE: {
    female: ['Lena', 'Anna', 'Julia', 'Laura', 'Katharina', 'Sabine', 'Lea', 'Hannah', 'Johanna', 'Miriam', 'Nina', 'Petra'],
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Tobias', 'Stefan', 'Florian', 'Markus', 'Jan', 'Matthias', 'Tim', 'Andreas'],
  },
  AT: {
    female: ['Magdalena', 'Theresa', 'Verena', 'Katrin', 'Sarah', 'Christina', 'Barbara', 'Elisabeth'],
    male: ['Florian', 'Dominik', 'Christoph', 'Bernhard', 'Manuel', 'Georg', 'Lukas', 'Patrick'],
  },
  CH: {
    female: ['Mia', 'Seraina', 'Nadine', 'Chiara', 'Corinne', 'Aline', 'Fabienne', 'Martina'],
    male: ['Reto', 'Beat', 'Urs', 'Nico', 'Luca', 'Adrian', 'Simon', 'Marco'],
  },
  IT: {
    female: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Alessia', 'Federica', 'Valentina', 'Elena', 'Silvia'],
    male: ['Marco', 'Luca', 'Alessandro', 'Matteo', 'Andrea', 'Davide', 'Simone', 'Giorgio', 'Stefano', 'Paolo'],
  },
  FR: {
    female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Juliette', 'Émilie', 'Claire', 'Sophie', 'Pauline'],
    male: ['Hugo', 'Louis', 'Théo', 'Antoine', 'Julien', 'Nicolas', 'Mathis', 'Romain', 'Olivier', 'Baptiste'],
  },
  ES: {
    female: ['Lucía', 'María', 'Carmen', 'Paula', 'Marta', 'Laura', 'Elena', 'Nuria', 'Alba', 'Irene'],
    male: ['Pablo', 'Javier', 'Alejandro', 'Diego', 'Sergio', 'Carlos', 'Álvaro', 'Jorge', 'Rubén', 'Adrián'],
  },
  PL: {
    female: ['Zuzanna', 'Julia', 'Maja', 'Agnieszka', 'Katarzyna', 'Magdalena', 'Natalia', 'Ewa', 'Monika', 'Joanna'],
    male: ['Jakub', 'Kacper', 'Mateusz', 'Piotr', 'Tomasz', 'Paweł', 'Krzysztof', 'Michał', 'Marcin', 'Łukasz'],
  },
  DK: {
    female: ['Ida', 'Freja', 'Mette', 'Sofie', 'Maja', 'Line', 'Camilla', 'Louise'],
    male: ['Mads', 'Rasmus', 'Frederik', 'Mikkel', 'Anders', 'Søren', 'Jesper', 'Emil'],
  },
  FI: {
    female: ['Aino', 'Emilia', 'Sanna', 'Liisa', 'Hanna', 'Johanna', 'Minna', 'Saara'],
    male: ['Mikko', 'Juha', 'Antti', 'Ville', 'Jari', 'Eero', 'Timo', 'Lauri'],
  },
  NO: {
    female: ['Ingrid', 'Nora', 'Kari', 'Silje', 'Marte', 'Hilde', 'Ragnhild', 'Sigrid'],
    male: ['Ole', 'Lars', 'Erik', 'Magnus', 'Henrik', 'Sindre', 'Håkon', 'Eirik'],
  },
  SE: {
    female: ['Elsa', 'Astrid', 'Maja', 'Linnea', 'Ebba', 'Karin', 'Sara', 'Johanna'],
    male: ['Oskar', 'Axel', 'Viktor', 'Johan', 'Gustav', 'Anton', 'Fredrik', 'Nils'],
  },
  GB: {
    female: ['Olivia', 'Amelia', 'Emily', 'Charlotte', 'Jessica', 'Hannah', 'Sophie', 'Lucy', 'Rebecca', 'Grace'],
    male: ['Oliver', 'Harry', 'George', 'James', 'Jack', 'Thomas', 'William', 'Daniel', 'Samuel', 'Joshua'],
  },
  IE: {
    female: ['Aoife', 'Saoirse', 'Niamh', 'Ciara', 'Siobhán', 'Róisín', 'Orla', 'Sinéad'],
    male: ['Seán', 'Conor', 'Cian', 'Darragh', 'Oisín', 'Eoin', 'Ciarán', 'Liam'],
  },
  US: {
    female: ['Madison', 'Ashley', 'Jennifer', 'Brittany', 'Emma', 'Taylor', 'Megan', 'Samantha', 'Rachel', 'Kayla', 'Lauren', 'Morgan'],
    male: ['Michael', 'Christopher', 'Matthew', 'Ryan', 'Tyler', 'Brandon', 'Justin', 'Kevin', 'Austin', 'Jason', 'Eric', 'Cody'],
  },
};
