using Bench.Harness.Cli;
using Spectre.Console;

return await BenchApp.RunAsync(args, AnsiConsole.Console, Console.Out);
