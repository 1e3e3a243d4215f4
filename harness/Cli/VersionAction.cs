using System.CommandLine.Invocation;
using System.Reflection;

namespace Bench.Harness.Cli;

/// <summary><c>bench --version</c>: the version and the git commit it was built from (when built in a git checkout).</summary>
public sealed class VersionAction : SynchronousCommandLineAction
{
    /// <summary>"bench 0.1.0 (commit 63be2b67052c)", from the assembly's informational version, which the build stamps with the commit.</summary>
    public static string Text
    {
        get
        {
            var informational = typeof(VersionAction).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? "unknown";
            var plus = informational.IndexOf('+', StringComparison.Ordinal);
            return plus < 0
                ? $"bench {informational} (commit unknown: built outside a git checkout)"
                : $"bench {informational[..plus]} (commit {informational[(plus + 1)..]})";
        }
    }

    /// <inheritdoc/>
    public override int Invoke(ParseResult parseResult)
    {
        ArgumentNullException.ThrowIfNull(parseResult);
        parseResult.InvocationConfiguration.Output.WriteLine(Text);
        return ExitCodes.Ok;
    }
}
