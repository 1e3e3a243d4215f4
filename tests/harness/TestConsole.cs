using Spectre.Console;

namespace Bench.Harness.Tests;

/// <summary>A console that records what the CLI prints, wide enough for tables, without colours.</summary>
internal sealed class TestConsole : IDisposable
{
    private readonly StringWriter writer = new();

    public TestConsole()
    {
        Console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.No,
            Out = new AnsiConsoleOutput(writer),
        });
        Console.Profile.Width = 240;
    }

    public IAnsiConsole Console { get; }

    public string Output => writer.ToString();

    public void Dispose() => writer.Dispose();
}
